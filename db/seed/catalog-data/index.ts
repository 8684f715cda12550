/**
 * The shipped seed catalog: categories, manufacturers, series, devices and condition questions,
 * plus per-edition price factors and the devices featured on the home page. Pure data.
 */
import { cameraDevices, cameraSeries } from "./cameras.ts";
import { consoleDevices, consoleSeries } from "./consoles.ts";
import { laptopDevices, laptopSeries } from "./laptops.ts";
import { lensDevices, lensSeries } from "./lenses.ts";
import { monitorDevices, monitorSeries } from "./monitors.ts";
import { smartphoneDevices, smartphoneSeries } from "./smartphones.ts";
import { tabletDevices, tabletSeries } from "./tablets.ts";
import type { EditionId, SeedDevice, SeedSeries } from "./types.ts";

export type * from "./types.ts";
export { categories } from "./categories.ts";
export { manufacturers } from "./manufacturers.ts";
export { categoryQuestions } from "./questions.ts";
export { findingFor } from "./findings.ts";
export {
  cameraDevices,
  cameraSeries,
  consoleDevices,
  consoleSeries,
  laptopDevices,
  laptopSeries,
  lensDevices,
  lensSeries,
  monitorDevices,
  monitorSeries,
  smartphoneDevices,
  smartphoneSeries,
  tabletDevices,
  tabletSeries,
};

export const allSeries: SeedSeries[] = [
  ...smartphoneSeries,
  ...tabletSeries,
  ...laptopSeries,
  ...cameraSeries,
  ...lensSeries,
  ...consoleSeries,
  ...monitorSeries,
];

export const allDevices: SeedDevice[] = [
  ...smartphoneDevices,
  ...tabletDevices,
  ...laptopDevices,
  ...cameraDevices,
  ...lensDevices,
  ...consoleDevices,
  ...monitorDevices,
];

/** Base prices are German prices; each edition's offer is base price × factor. */
export const editionPriceFactor: Record<EditionId, number> = { de: 1, at: 1, en: 1, fr: 0.98, es: 0.95, it: 0.96 };

/** Devices featured on the home page, in display order. */
export const popularDeviceSlugs: string[] = [
  "apple-iphone-16-pro-256gb",
  "apple-iphone-15-128gb",
  "apple-iphone-13-128gb",
  "samsung-galaxy-s24-ultra-256gb",
  "google-pixel-9-pro-128gb",
  "apple-ipad-air-11-inch-m2-128gb",
  "apple-macbook-air-13-m2-2022-8gb-256gb",
  "sony-playstation-5-slim",
  "nintendo-switch-oled-model",
  "sony-alpha-7-iv",
  "canon-rf-24-70mm-f2-8l-is-usm",
  "apple-studio-display-standard-glass",
];
