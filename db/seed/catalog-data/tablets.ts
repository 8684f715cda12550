/**
 * Tablets: iPad, iPad Air, iPad mini, iPad Pro and Galaxy Tab S generations with storage
 * variants (Wi-Fi models). Surface Pro is listed under laptops.
 * Prices: trade-in value of a flawless unit in Germany, November 2026.
 */
import { CatalogBuilder } from "./builder.ts";
import type { SeedDevice, SeedSeries } from "./types.ts";

const b = new CatalogBuilder("tablets");

// ── Apple iPad Pro ───────────────────────────────────────────────────────────
b.storage(
  "apple",
  "iPad Pro",
  "iPad Pro 13-inch (M5)",
  2025,
  10,
  [
    ["256", 1020],
    ["512", 1110],
    ["1T", 1280],
    ["2T", 1450],
  ],
  ["ipad pro 13 2025", "ipad pro m5"],
);
b.storage(
  "apple",
  "iPad Pro",
  "iPad Pro 11-inch (M5)",
  2025,
  10,
  [
    ["256", 800],
    ["512", 880],
    ["1T", 1020],
    ["2T", 1170],
  ],
  ["ipad pro 11 2025", "ipad pro m5"],
);
b.storage(
  "apple",
  "iPad Pro",
  "iPad Pro 13-inch (M4)",
  2024,
  5,
  [
    ["256", 850],
    ["512", 930],
    ["1T", 1080],
    ["2T", 1230],
  ],
  ["ipad pro 13 2024", "ipad pro m4"],
);
b.storage(
  "apple",
  "iPad Pro",
  "iPad Pro 11-inch (M4)",
  2024,
  5,
  [
    ["256", 650],
    ["512", 720],
    ["1T", 850],
    ["2T", 980],
  ],
  ["ipad pro 11 2024", "ipad pro m4"],
);
b.storage(
  "apple",
  "iPad Pro",
  "iPad Pro 12.9-inch (6th generation)",
  2022,
  10,
  [
    ["128", 600],
    ["256", 650],
    ["512", 710],
    ["1T", 790],
    ["2T", 880],
  ],
  ["ipad pro 12.9 2022", "ipad pro m2"],
);
b.storage(
  "apple",
  "iPad Pro",
  "iPad Pro 11-inch (4th generation)",
  2022,
  10,
  [
    ["128", 500],
    ["256", 540],
    ["512", 600],
    ["1T", 670],
    ["2T", 750],
  ],
  ["ipad pro 11 2022", "ipad pro m2"],
);
b.storage(
  "apple",
  "iPad Pro",
  "iPad Pro 12.9-inch (5th generation)",
  2021,
  5,
  [
    ["128", 460],
    ["256", 500],
    ["512", 550],
    ["1T", 610],
    ["2T", 680],
  ],
  ["ipad pro 12.9 2021", "ipad pro m1"],
);
b.storage(
  "apple",
  "iPad Pro",
  "iPad Pro 11-inch (3rd generation)",
  2021,
  5,
  [
    ["128", 380],
    ["256", 420],
    ["512", 470],
    ["1T", 530],
    ["2T", 600],
  ],
  ["ipad pro 11 2021", "ipad pro m1"],
);
b.storage(
  "apple",
  "iPad Pro",
  "iPad Pro 12.9-inch (4th generation)",
  2020,
  3,
  [
    ["128", 330],
    ["256", 360],
    ["512", 400],
    ["1T", 440],
  ],
  ["ipad pro 12.9 2020"],
);
b.storage(
  "apple",
  "iPad Pro",
  "iPad Pro 11-inch (2nd generation)",
  2020,
  3,
  [
    ["128", 280],
    ["256", 310],
    ["512", 350],
    ["1T", 390],
  ],
  ["ipad pro 11 2020"],
);

// ── Apple iPad Air ───────────────────────────────────────────────────────────
b.storage(
  "apple",
  "iPad Air",
  "iPad Air 13-inch (M3)",
  2025,
  3,
  [
    ["128", 520],
    ["256", 560],
    ["512", 620],
    ["1T", 680],
  ],
  ["ipad air 13 2025", "ipad air m3"],
);
b.storage(
  "apple",
  "iPad Air",
  "iPad Air 11-inch (M3)",
  2025,
  3,
  [
    ["128", 420],
    ["256", 460],
    ["512", 520],
    ["1T", 580],
  ],
  ["ipad air 11 2025", "ipad air m3"],
);
b.storage(
  "apple",
  "iPad Air",
  "iPad Air 13-inch (M2)",
  2024,
  5,
  [
    ["128", 430],
    ["256", 470],
    ["512", 530],
    ["1T", 590],
  ],
  ["ipad air 13 2024", "ipad air m2"],
);
b.storage(
  "apple",
  "iPad Air",
  "iPad Air 11-inch (M2)",
  2024,
  5,
  [
    ["128", 340],
    ["256", 380],
    ["512", 440],
    ["1T", 500],
  ],
  ["ipad air 11 2024", "ipad air m2", "ipad air 6"],
);
b.storage(
  "apple",
  "iPad Air",
  "iPad Air (5th generation)",
  2022,
  3,
  [
    ["64", 250],
    ["256", 300],
  ],
  ["ipad air 5", "ipad air 2022", "ipad air m1", "a2588"],
);
b.storage(
  "apple",
  "iPad Air",
  "iPad Air (4th generation)",
  2020,
  10,
  [
    ["64", 170],
    ["256", 200],
  ],
  ["ipad air 4", "ipad air 2020", "a2316"],
);

// ── Apple iPad mini ──────────────────────────────────────────────────────────
b.storage(
  "apple",
  "iPad mini",
  "iPad mini (A17 Pro)",
  2024,
  10,
  [
    ["128", 330],
    ["256", 370],
    ["512", 430],
  ],
  ["ipad mini 7", "ipad mini 2024"],
);
b.storage(
  "apple",
  "iPad mini",
  "iPad mini (6th generation)",
  2021,
  9,
  [
    ["64", 220],
    ["256", 260],
  ],
  ["ipad mini 6", "ipad mini 2021", "a2567"],
);
b.storage(
  "apple",
  "iPad mini",
  "iPad mini (5th generation)",
  2019,
  3,
  [
    ["64", 100],
    ["256", 130],
  ],
  ["ipad mini 5", "ipad mini 2019", "a2133"],
);

// ── Apple iPad ───────────────────────────────────────────────────────────────
b.storage(
  "apple",
  "iPad",
  "iPad (A16)",
  2025,
  3,
  [
    ["128", 260],
    ["256", 300],
    ["512", 350],
  ],
  ["ipad 11", "ipad 2025", "ipad 11th generation"],
);
b.storage(
  "apple",
  "iPad",
  "iPad (10th generation)",
  2022,
  10,
  [
    ["64", 190],
    ["256", 230],
  ],
  ["ipad 10", "ipad 2022", "a2696"],
);
b.storage(
  "apple",
  "iPad",
  "iPad (9th generation)",
  2021,
  9,
  [
    ["64", 120],
    ["256", 150],
  ],
  ["ipad 9", "ipad 2021", "a2602"],
);
b.storage(
  "apple",
  "iPad",
  "iPad (8th generation)",
  2020,
  9,
  [
    ["32", 55],
    ["128", 75],
  ],
  ["ipad 8", "ipad 2020", "a2270"],
);
b.top("apple", "iPad Pro", "iPad Air", "iPad");

// ── Samsung Galaxy Tab S ─────────────────────────────────────────────────────
b.storage(
  "samsung",
  "Galaxy Tab S11",
  "Galaxy Tab S11 Ultra",
  2025,
  9,
  [
    ["256", 800],
    ["512", 870],
  ],
  ["tab s11 ultra"],
);
b.storage(
  "samsung",
  "Galaxy Tab S11",
  "Galaxy Tab S11",
  2025,
  9,
  [
    ["128", 520],
    ["256", 560],
  ],
  ["tab s11"],
);
b.storage(
  "samsung",
  "Galaxy Tab S10",
  "Galaxy Tab S10 Ultra",
  2024,
  10,
  [
    ["256", 650],
    ["512", 710],
  ],
  ["sm-x920", "tab s10 ultra"],
);
b.storage(
  "samsung",
  "Galaxy Tab S10",
  "Galaxy Tab S10+",
  2024,
  10,
  [
    ["256", 520],
    ["512", 570],
  ],
  ["sm-x820", "tab s10 plus"],
);
b.storage("samsung", "Galaxy Tab S10", "Galaxy Tab S10 FE", 2025, 4, [["128", 260]], ["tab s10 fe"]);
b.storage(
  "samsung",
  "Galaxy Tab S9",
  "Galaxy Tab S9 Ultra",
  2023,
  8,
  [
    ["256", 520],
    ["512", 570],
  ],
  ["sm-x910", "tab s9 ultra"],
);
b.storage(
  "samsung",
  "Galaxy Tab S9",
  "Galaxy Tab S9+",
  2023,
  8,
  [
    ["256", 400],
    ["512", 440],
  ],
  ["sm-x810", "tab s9 plus"],
);
b.storage(
  "samsung",
  "Galaxy Tab S9",
  "Galaxy Tab S9",
  2023,
  8,
  [
    ["128", 320],
    ["256", 350],
  ],
  ["sm-x710", "tab s9"],
);
b.storage("samsung", "Galaxy Tab S9", "Galaxy Tab S9 FE", 2023, 10, [["128", 170]], ["sm-x510", "tab s9 fe"]);
b.storage(
  "samsung",
  "Galaxy Tab S8",
  "Galaxy Tab S8 Ultra",
  2022,
  2,
  [
    ["128", 330],
    ["256", 360],
  ],
  ["sm-x900", "tab s8 ultra"],
);
b.storage("samsung", "Galaxy Tab S8", "Galaxy Tab S8+", 2022, 2, [["128", 250]], ["sm-x800", "tab s8 plus"]);
b.storage(
  "samsung",
  "Galaxy Tab S8",
  "Galaxy Tab S8",
  2022,
  2,
  [
    ["128", 200],
    ["256", 230],
  ],
  ["sm-x700", "tab s8"],
);
b.storage("samsung", "Galaxy Tab S7", "Galaxy Tab S7+", 2020, 8, [["128", 170]], ["sm-t970", "tab s7 plus"]);
b.storage("samsung", "Galaxy Tab S7", "Galaxy Tab S7", 2020, 8, [["128", 130]], ["sm-t870", "tab s7"]);
b.top("samsung", "Galaxy Tab S11", "Galaxy Tab S10", "Galaxy Tab S9");

// ── Google ───────────────────────────────────────────────────────────────────
b.storage(
  "google",
  "Pixel Tablet",
  "Pixel Tablet",
  2023,
  6,
  [
    ["128", 200],
    ["256", 230],
  ],
  ["tangorpro"],
);
b.top("google", "Pixel Tablet");

export const tabletSeries: SeedSeries[] = b.series;
export const tabletDevices: SeedDevice[] = b.devices;
