/**
 * Screen plausibility (decision 0125): does what the browser reports of its screen fit the catalog
 * model? A table of the seed catalog's phones and tablets as their browsers report them at default
 * settings (CSS pixels of the portrait screen, device pixel ratio); a model not in it → null
 * ("cannot tell"). It is a plausibility flag, not proof: a browser can report anything.
 */
import type { SelfTestHardware } from "./types.ts";

type Family = "apple" | "android";
/** [short side, long side] in CSS pixels, device pixel ratio. */
type Screen = readonly [number, number, number];

const IPHONE_SE: Screen = [375, 667, 2];
const IPHONE_X: Screen = [375, 812, 3];
const IPHONE_XR: Screen = [414, 896, 2];
const IPHONE_XS_MAX: Screen = [414, 896, 3];
const IPHONE_12: Screen = [390, 844, 3];
const IPHONE_12_MAX: Screen = [428, 926, 3];
const IPHONE_14_PRO: Screen = [393, 852, 3];
const IPHONE_14_PRO_MAX: Screen = [430, 932, 3];
const IPHONE_16_PRO: Screen = [402, 874, 3];
const IPHONE_16_PRO_MAX: Screen = [440, 956, 3];
const IPAD_10: Screen = [820, 1180, 2];
const IPAD_9: Screen = [810, 1080, 2];
const IPAD_PRO_11: Screen = [834, 1194, 2];
const IPAD_12_9: Screen = [1024, 1366, 2];
const IPAD_MINI_6: Screen = [744, 1133, 2];
const ANDROID_FHD_20_9: Screen = [412, 915, 2.625];
const ANDROID_QHD_19_5_9: Screen = [412, 892, 3.5];
const ANDROID_1080_2424: Screen = [412, 923, 2.625];
const ANDROID_1344_2992: Screen = [448, 997, 3];
const GALAXY_S_1080_2340: Screen = [360, 780, 3];
const GALAXY_S_PLUS_1080_2340: Screen = [384, 832, 2.8125];
const GALAXY_S21: Screen = [360, 800, 3];
const GALAXY_S21_PLUS: Screen = [384, 854, 2.8125];
const ANDROID_TABLET_1600_2560: Screen = [800, 1280, 2];

const apple = (...screens: Screen[]) => ({ family: "apple" as const, screens });
const android = (...screens: Screen[]) => ({ family: "android" as const, screens });

/** By the catalog's model name without its storage size (devices.model "iPhone 15 128 GB" → "iPhone 15"). */
export const MODEL_SCREENS: Readonly<Record<string, { family: Family; screens: readonly Screen[] }>> = {
  "iPhone SE (2nd generation)": apple(IPHONE_SE),
  "iPhone SE (3rd generation)": apple(IPHONE_SE),
  "iPhone 8": apple(IPHONE_SE),
  "iPhone X": apple(IPHONE_X),
  "iPhone XS": apple(IPHONE_X),
  "iPhone XS Max": apple(IPHONE_XS_MAX),
  "iPhone XR": apple(IPHONE_XR),
  "iPhone 11": apple(IPHONE_XR),
  "iPhone 11 Pro": apple(IPHONE_X),
  "iPhone 11 Pro Max": apple(IPHONE_XS_MAX),
  "iPhone 12 mini": apple(IPHONE_X),
  "iPhone 12": apple(IPHONE_12),
  "iPhone 12 Pro": apple(IPHONE_12),
  "iPhone 12 Pro Max": apple(IPHONE_12_MAX),
  "iPhone 13 mini": apple(IPHONE_X),
  "iPhone 13": apple(IPHONE_12),
  "iPhone 13 Pro": apple(IPHONE_12),
  "iPhone 13 Pro Max": apple(IPHONE_12_MAX),
  "iPhone 14": apple(IPHONE_12),
  "iPhone 14 Plus": apple(IPHONE_12_MAX),
  "iPhone 14 Pro": apple(IPHONE_14_PRO),
  "iPhone 14 Pro Max": apple(IPHONE_14_PRO_MAX),
  "iPhone 15": apple(IPHONE_14_PRO),
  "iPhone 15 Plus": apple(IPHONE_14_PRO_MAX),
  "iPhone 15 Pro": apple(IPHONE_14_PRO),
  "iPhone 15 Pro Max": apple(IPHONE_14_PRO_MAX),
  "iPhone 16e": apple(IPHONE_12),
  "iPhone 16": apple(IPHONE_14_PRO),
  "iPhone 16 Plus": apple(IPHONE_14_PRO_MAX),
  "iPhone 16 Pro": apple(IPHONE_16_PRO),
  "iPhone 16 Pro Max": apple(IPHONE_16_PRO_MAX),
  "iPhone 17": apple(IPHONE_16_PRO),
  "iPhone Air": apple([420, 912, 3]),
  "iPhone 17 Pro": apple(IPHONE_16_PRO),
  "iPhone 17 Pro Max": apple(IPHONE_16_PRO_MAX),
  "iPad (9th generation)": apple(IPAD_9),
  "iPad (10th generation)": apple(IPAD_10),
  "iPad (A16)": apple(IPAD_10),
  "iPad Air (4th generation)": apple(IPAD_10),
  "iPad Air (5th generation)": apple(IPAD_10),
  "iPad Air 11-inch (M2)": apple(IPAD_10),
  "iPad Air 11-inch (M3)": apple(IPAD_10),
  "iPad Air 13-inch (M2)": apple(IPAD_12_9),
  "iPad Air 13-inch (M3)": apple(IPAD_12_9),
  "iPad Pro 11-inch (2nd generation)": apple(IPAD_PRO_11),
  "iPad Pro 11-inch (3rd generation)": apple(IPAD_PRO_11),
  "iPad Pro 11-inch (4th generation)": apple(IPAD_PRO_11),
  "iPad Pro 11-inch (M4)": apple([834, 1210, 2]),
  "iPad Pro 12.9-inch (4th generation)": apple(IPAD_12_9),
  "iPad Pro 12.9-inch (5th generation)": apple(IPAD_12_9),
  "iPad Pro 12.9-inch (6th generation)": apple(IPAD_12_9),
  "iPad Pro 13-inch (M4)": apple([1032, 1376, 2]),
  "iPad mini (6th generation)": apple(IPAD_MINI_6),
  "iPad mini (A17 Pro)": apple(IPAD_MINI_6),
  "Pixel 6": android(ANDROID_FHD_20_9),
  "Pixel 6a": android(ANDROID_FHD_20_9),
  "Pixel 6 Pro": android(ANDROID_QHD_19_5_9),
  "Pixel 7": android(ANDROID_FHD_20_9),
  "Pixel 7a": android(ANDROID_FHD_20_9),
  "Pixel 7 Pro": android(ANDROID_QHD_19_5_9),
  "Pixel 8": android(ANDROID_FHD_20_9),
  "Pixel 8a": android(ANDROID_FHD_20_9),
  "Pixel 8 Pro": android(ANDROID_1344_2992),
  "Pixel 9": android(ANDROID_1080_2424),
  "Pixel 9a": android(ANDROID_1080_2424),
  "Pixel 9 Pro XL": android(ANDROID_1344_2992),
  "Pixel 10": android(ANDROID_1080_2424),
  "Pixel 10 Pro XL": android(ANDROID_1344_2992),
  "Pixel Tablet": android(ANDROID_TABLET_1600_2560),
  "Galaxy S21 5G": android(GALAXY_S21),
  "Galaxy S21+ 5G": android(GALAXY_S21_PLUS),
  "Galaxy S21 Ultra 5G": android(GALAXY_S21_PLUS),
  "Galaxy S22": android(GALAXY_S_1080_2340),
  "Galaxy S22+": android(GALAXY_S_PLUS_1080_2340),
  "Galaxy S23": android(GALAXY_S_1080_2340),
  "Galaxy S23+": android(GALAXY_S_PLUS_1080_2340),
  "Galaxy S24": android(GALAXY_S_1080_2340),
  "Galaxy S24+": android(GALAXY_S_PLUS_1080_2340),
  "Galaxy S25": android(GALAXY_S_1080_2340),
  "Galaxy S25+": android(GALAXY_S_PLUS_1080_2340),
  "Galaxy Tab S8": android(ANDROID_TABLET_1600_2560),
  "Galaxy Tab S9": android(ANDROID_TABLET_1600_2560),
};

/** How far the screen's shape may be from the model's: rounding, display zoom and cut-outs stay inside. */
const ASPECT_TOLERANCE = 0.025;
/**
 * The physical long side (CSS pixels × ratio) against the model's: Android's display-size and
 * resolution settings (e.g. a WQHD+ panel run at FHD+) and iOS's display zoom move it, a different
 * class of screen does not fit.
 */
const PIXELS_MIN = 0.6;
const PIXELS_MAX = 1.4;

function familyOf(platform: string): Family | null {
  const p = platform.toLowerCase();
  if (/iphone|ipad|ipod|mac/.test(p)) return "apple";
  if (/android|linux/.test(p)) return "android";
  return null;
}

function fitsScreen(hardware: SelfTestHardware, screen: Screen): boolean {
  const short = Math.min(hardware.screenWidth, hardware.screenHeight);
  const long = Math.max(hardware.screenWidth, hardware.screenHeight);
  const [modelShort, modelLong, modelRatio] = screen;
  const aspect = long / short;
  const modelAspect = modelLong / modelShort;
  if (Math.abs(aspect - modelAspect) / modelAspect > ASPECT_TOLERANCE) return false;
  const pixels = (long * hardware.pixelRatio) / (modelLong * modelRatio);
  return pixels >= PIXELS_MIN && pixels <= PIXELS_MAX;
}

/**
 * true: the reported screen fits the model; false: it does not (no touch, another platform family,
 * another shape or class of screen) and the result is flagged; null: the model is not in the table
 * or the browser reported no screen.
 */
export function screenFits(model: string, hardware: SelfTestHardware): boolean | null {
  // the catalog's model carries its storage size ("iPhone 15 128 GB"); the screen is the model's
  const known = MODEL_SCREENS[model] ?? MODEL_SCREENS[model.replace(/\s+\d+(?:[.,]\d+)?\s*[GT]B$/i, "")];
  if (!known) return null;
  if (!(hardware.screenWidth > 0 && hardware.screenHeight > 0 && hardware.pixelRatio > 0)) return null;
  if (hardware.touchPoints < 1) return false;
  const family = familyOf(hardware.platform);
  if (family && family !== known.family) return false;
  return known.screens.some((screen) => fitsScreen(hardware, screen));
}
