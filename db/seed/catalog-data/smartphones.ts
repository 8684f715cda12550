/**
 * Smartphones: series and devices with real release dates. Storage sizes are separate devices.
 * Prices: trade-in value of a flawless unit in Germany, November 2026.
 */
import { CatalogBuilder } from "./builder.ts";
import type { SeedDevice, SeedSeries } from "./types.ts";

const b = new CatalogBuilder("smartphones");

// ── Apple ────────────────────────────────────────────────────────────────────
b.storage(
  "apple",
  "iPhone 17",
  "iPhone 17 Pro Max",
  2025,
  9,
  [
    ["256", 950],
    ["512", 1050],
    ["1T", 1150],
    ["2T", 1350],
  ],
  ["iphone 17 pro max", "17 pro max"],
);
b.storage(
  "apple",
  "iPhone 17",
  "iPhone 17 Pro",
  2025,
  9,
  [
    ["256", 850],
    ["512", 950],
    ["1T", 1050],
  ],
  ["iphone 17 pro", "17 pro"],
);
b.storage(
  "apple",
  "iPhone 17",
  "iPhone 17",
  2025,
  9,
  [
    ["256", 620],
    ["512", 710],
  ],
  ["iphone 17"],
);
b.storage(
  "apple",
  "iPhone Air",
  "iPhone Air",
  2025,
  9,
  [
    ["256", 650],
    ["512", 740],
    ["1T", 830],
  ],
  ["iphone air", "iphone 17 air"],
);
b.storage(
  "apple",
  "iPhone 16",
  "iPhone 16 Pro Max",
  2024,
  9,
  [
    ["256", 750],
    ["512", 820],
    ["1T", 890],
  ],
  ["a3296", "16 pro max"],
);
b.storage(
  "apple",
  "iPhone 16",
  "iPhone 16 Pro",
  2024,
  9,
  [
    ["128", 620],
    ["256", 680],
    ["512", 740],
    ["1T", 800],
  ],
  ["a3293", "16 pro"],
);
b.storage(
  "apple",
  "iPhone 16",
  "iPhone 16 Plus",
  2024,
  9,
  [
    ["128", 520],
    ["256", 570],
    ["512", 630],
  ],
  ["a3290", "16 plus"],
);
b.storage(
  "apple",
  "iPhone 16",
  "iPhone 16",
  2024,
  9,
  [
    ["128", 480],
    ["256", 530],
    ["512", 590],
  ],
  ["a3287"],
);
b.storage(
  "apple",
  "iPhone 16",
  "iPhone 16e",
  2025,
  2,
  [
    ["128", 340],
    ["256", 390],
    ["512", 440],
  ],
  ["16e", "iphone se 4"],
);
b.storage(
  "apple",
  "iPhone 15",
  "iPhone 15 Pro Max",
  2023,
  9,
  [
    ["256", 620],
    ["512", 680],
    ["1T", 740],
  ],
  ["a3106", "15 pro max"],
);
b.storage(
  "apple",
  "iPhone 15",
  "iPhone 15 Pro",
  2023,
  9,
  [
    ["128", 500],
    ["256", 550],
    ["512", 600],
    ["1T", 650],
  ],
  ["a3102", "15 pro"],
);
b.storage(
  "apple",
  "iPhone 15",
  "iPhone 15 Plus",
  2023,
  9,
  [
    ["128", 410],
    ["256", 450],
    ["512", 500],
  ],
  ["a3094", "15 plus"],
);
b.storage(
  "apple",
  "iPhone 15",
  "iPhone 15",
  2023,
  9,
  [
    ["128", 380],
    ["256", 420],
    ["512", 470],
  ],
  ["a3090"],
);
b.storage(
  "apple",
  "iPhone 14",
  "iPhone 14 Pro Max",
  2022,
  9,
  [
    ["128", 450],
    ["256", 490],
    ["512", 530],
    ["1T", 570],
  ],
  ["a2894", "14 pro max"],
);
b.storage(
  "apple",
  "iPhone 14",
  "iPhone 14 Pro",
  2022,
  9,
  [
    ["128", 390],
    ["256", 430],
    ["512", 470],
    ["1T", 510],
  ],
  ["a2890", "14 pro"],
);
b.storage(
  "apple",
  "iPhone 14",
  "iPhone 14 Plus",
  2022,
  10,
  [
    ["128", 300],
    ["256", 335],
    ["512", 370],
  ],
  ["a2886", "14 plus"],
);
b.storage(
  "apple",
  "iPhone 14",
  "iPhone 14",
  2022,
  9,
  [
    ["128", 280],
    ["256", 315],
    ["512", 350],
  ],
  ["a2882"],
);
b.storage(
  "apple",
  "iPhone 13",
  "iPhone 13 Pro Max",
  2021,
  9,
  [
    ["128", 350],
    ["256", 380],
    ["512", 410],
    ["1T", 440],
  ],
  ["a2643", "13 pro max"],
);
b.storage(
  "apple",
  "iPhone 13",
  "iPhone 13 Pro",
  2021,
  9,
  [
    ["128", 300],
    ["256", 330],
    ["512", 360],
    ["1T", 390],
  ],
  ["a2638", "13 pro"],
);
b.storage(
  "apple",
  "iPhone 13",
  "iPhone 13",
  2021,
  9,
  [
    ["128", 230],
    ["256", 260],
    ["512", 290],
  ],
  ["a2633"],
);
b.storage(
  "apple",
  "iPhone 13",
  "iPhone 13 mini",
  2021,
  9,
  [
    ["128", 190],
    ["256", 215],
    ["512", 240],
  ],
  ["a2628", "13 mini"],
);
b.storage(
  "apple",
  "iPhone 12",
  "iPhone 12 Pro Max",
  2020,
  11,
  [
    ["128", 260],
    ["256", 285],
    ["512", 310],
  ],
  ["a2411", "12 pro max"],
);
b.storage(
  "apple",
  "iPhone 12",
  "iPhone 12 Pro",
  2020,
  10,
  [
    ["128", 220],
    ["256", 245],
    ["512", 270],
  ],
  ["a2407", "12 pro"],
);
b.storage(
  "apple",
  "iPhone 12",
  "iPhone 12",
  2020,
  10,
  [
    ["64", 150],
    ["128", 170],
    ["256", 190],
  ],
  ["a2403"],
);
b.storage(
  "apple",
  "iPhone 12",
  "iPhone 12 mini",
  2020,
  11,
  [
    ["64", 115],
    ["128", 130],
    ["256", 145],
  ],
  ["a2399", "12 mini"],
);
b.storage(
  "apple",
  "iPhone 11",
  "iPhone 11 Pro Max",
  2019,
  9,
  [
    ["64", 170],
    ["256", 190],
    ["512", 210],
  ],
  ["a2218", "11 pro max"],
);
b.storage(
  "apple",
  "iPhone 11",
  "iPhone 11 Pro",
  2019,
  9,
  [
    ["64", 140],
    ["256", 160],
    ["512", 175],
  ],
  ["a2215", "11 pro"],
);
b.storage(
  "apple",
  "iPhone 11",
  "iPhone 11",
  2019,
  9,
  [
    ["64", 110],
    ["128", 125],
    ["256", 140],
  ],
  ["a2221"],
);
b.storage(
  "apple",
  "iPhone SE",
  "iPhone SE (3rd generation)",
  2022,
  3,
  [
    ["64", 110],
    ["128", 125],
    ["256", 140],
  ],
  ["iphone se 2022", "se 3", "a2783"],
);
b.storage(
  "apple",
  "iPhone SE",
  "iPhone SE (2nd generation)",
  2020,
  4,
  [
    ["64", 55],
    ["128", 65],
    ["256", 75],
  ],
  ["iphone se 2020", "se 2", "a2296"],
);
b.storage(
  "apple",
  "iPhone X",
  "iPhone XS Max",
  2018,
  9,
  [
    ["64", 95],
    ["256", 110],
    ["512", 125],
  ],
  ["iphone 10s max", "a2101"],
);
b.storage(
  "apple",
  "iPhone X",
  "iPhone XS",
  2018,
  9,
  [
    ["64", 75],
    ["256", 90],
    ["512", 100],
  ],
  ["iphone 10s", "a2097"],
);
b.storage(
  "apple",
  "iPhone X",
  "iPhone XR",
  2018,
  10,
  [
    ["64", 70],
    ["128", 80],
    ["256", 90],
  ],
  ["iphone 10r", "a2105"],
);
b.storage(
  "apple",
  "iPhone X",
  "iPhone X",
  2017,
  11,
  [
    ["64", 65],
    ["256", 80],
  ],
  ["iphone 10", "a1901"],
);
b.storage(
  "apple",
  "iPhone 8",
  "iPhone 8 Plus",
  2017,
  9,
  [
    ["64", 55],
    ["256", 65],
  ],
  ["a1897", "8 plus"],
);
b.storage(
  "apple",
  "iPhone 8",
  "iPhone 8",
  2017,
  9,
  [
    ["64", 35],
    ["256", 45],
  ],
  ["a1905"],
);
b.top("apple", "iPhone 17", "iPhone 16", "iPhone 15", "iPhone 14", "iPhone 13");

// ── Samsung ──────────────────────────────────────────────────────────────────
b.storage(
  "samsung",
  "Galaxy S25",
  "Galaxy S25 Ultra",
  2025,
  2,
  [
    ["256", 650],
    ["512", 700],
    ["1T", 770],
  ],
  ["sm-s938b", "s25 ultra"],
);
b.storage(
  "samsung",
  "Galaxy S25",
  "Galaxy S25+",
  2025,
  2,
  [
    ["256", 480],
    ["512", 520],
  ],
  ["sm-s936b", "s25 plus"],
);
b.storage(
  "samsung",
  "Galaxy S25",
  "Galaxy S25",
  2025,
  2,
  [
    ["128", 400],
    ["256", 430],
    ["512", 470],
  ],
  ["sm-s931b", "s25"],
);
b.storage(
  "samsung",
  "Galaxy S25",
  "Galaxy S25 Edge",
  2025,
  5,
  [
    ["256", 430],
    ["512", 470],
  ],
  ["s25 edge"],
);
b.storage(
  "samsung",
  "Galaxy S25",
  "Galaxy S25 FE",
  2025,
  9,
  [
    ["128", 300],
    ["256", 330],
    ["512", 360],
  ],
  ["s25 fe"],
);
b.storage(
  "samsung",
  "Galaxy S24",
  "Galaxy S24 Ultra",
  2024,
  1,
  [
    ["256", 500],
    ["512", 540],
    ["1T", 590],
  ],
  ["sm-s928b", "s24 ultra"],
);
b.storage(
  "samsung",
  "Galaxy S24",
  "Galaxy S24+",
  2024,
  1,
  [
    ["256", 370],
    ["512", 400],
  ],
  ["sm-s926b", "s24 plus"],
);
b.storage(
  "samsung",
  "Galaxy S24",
  "Galaxy S24",
  2024,
  1,
  [
    ["128", 300],
    ["256", 330],
    ["512", 360],
  ],
  ["sm-s921b", "s24"],
);
b.storage(
  "samsung",
  "Galaxy S24",
  "Galaxy S24 FE",
  2024,
  10,
  [
    ["128", 220],
    ["256", 245],
  ],
  ["sm-s721b", "s24 fe"],
);
b.storage(
  "samsung",
  "Galaxy S23",
  "Galaxy S23 Ultra",
  2023,
  2,
  [
    ["256", 370],
    ["512", 400],
    ["1T", 440],
  ],
  ["sm-s918b", "s23 ultra"],
);
b.storage(
  "samsung",
  "Galaxy S23",
  "Galaxy S23+",
  2023,
  2,
  [
    ["256", 280],
    ["512", 305],
  ],
  ["sm-s916b", "s23 plus"],
);
b.storage(
  "samsung",
  "Galaxy S23",
  "Galaxy S23",
  2023,
  2,
  [
    ["128", 230],
    ["256", 255],
  ],
  ["sm-s911b", "s23"],
);
b.storage(
  "samsung",
  "Galaxy S23",
  "Galaxy S23 FE",
  2023,
  10,
  [
    ["128", 160],
    ["256", 180],
  ],
  ["sm-s711b", "s23 fe"],
);
b.storage(
  "samsung",
  "Galaxy S22",
  "Galaxy S22 Ultra",
  2022,
  2,
  [
    ["128", 250],
    ["256", 275],
    ["512", 300],
  ],
  ["sm-s908b", "s22 ultra"],
);
b.storage(
  "samsung",
  "Galaxy S22",
  "Galaxy S22+",
  2022,
  2,
  [
    ["128", 190],
    ["256", 210],
  ],
  ["sm-s906b", "s22 plus"],
);
b.storage(
  "samsung",
  "Galaxy S22",
  "Galaxy S22",
  2022,
  2,
  [
    ["128", 160],
    ["256", 180],
  ],
  ["sm-s901b", "s22"],
);
b.storage(
  "samsung",
  "Galaxy S21",
  "Galaxy S21 Ultra 5G",
  2021,
  1,
  [
    ["128", 190],
    ["256", 210],
    ["512", 235],
  ],
  ["sm-g998b", "s21 ultra"],
);
b.storage(
  "samsung",
  "Galaxy S21",
  "Galaxy S21+ 5G",
  2021,
  1,
  [
    ["128", 145],
    ["256", 160],
  ],
  ["sm-g996b", "s21 plus"],
);
b.storage(
  "samsung",
  "Galaxy S21",
  "Galaxy S21 5G",
  2021,
  1,
  [
    ["128", 120],
    ["256", 135],
  ],
  ["sm-g991b", "s21"],
);
b.storage(
  "samsung",
  "Galaxy S21",
  "Galaxy S21 FE 5G",
  2022,
  1,
  [
    ["128", 110],
    ["256", 125],
  ],
  ["sm-g990b", "s21 fe"],
);
b.storage(
  "samsung",
  "Galaxy S20",
  "Galaxy S20 Ultra 5G",
  2020,
  3,
  [
    ["128", 140],
    ["512", 165],
  ],
  ["sm-g988b", "s20 ultra"],
);
b.storage("samsung", "Galaxy S20", "Galaxy S20+", 2020, 3, [["128", 110]], ["sm-g985f", "s20 plus"]);
b.storage("samsung", "Galaxy S20", "Galaxy S20", 2020, 3, [["128", 90]], ["sm-g980f", "s20"]);
b.storage("samsung", "Galaxy S20", "Galaxy S20 FE", 2020, 10, [["128", 75]], ["sm-g780f", "s20 fe"]);
b.storage(
  "samsung",
  "Galaxy Z Fold",
  "Galaxy Z Fold7",
  2025,
  7,
  [
    ["256", 1000],
    ["512", 1080],
    ["1T", 1180],
  ],
  ["fold 7", "z fold 7"],
);
b.storage(
  "samsung",
  "Galaxy Z Fold",
  "Galaxy Z Fold6",
  2024,
  7,
  [
    ["256", 650],
    ["512", 710],
    ["1T", 780],
  ],
  ["sm-f956b", "fold 6", "z fold 6"],
);
b.storage(
  "samsung",
  "Galaxy Z Fold",
  "Galaxy Z Fold5",
  2023,
  8,
  [
    ["256", 480],
    ["512", 530],
    ["1T", 580],
  ],
  ["sm-f946b", "fold 5", "z fold 5"],
);
b.storage(
  "samsung",
  "Galaxy Z Fold",
  "Galaxy Z Fold4",
  2022,
  8,
  [
    ["256", 350],
    ["512", 390],
  ],
  ["sm-f936b", "fold 4", "z fold 4"],
);
b.storage(
  "samsung",
  "Galaxy Z Fold",
  "Galaxy Z Fold3 5G",
  2021,
  8,
  [
    ["256", 250],
    ["512", 280],
  ],
  ["sm-f926b", "fold 3", "z fold 3"],
);
b.storage(
  "samsung",
  "Galaxy Z Flip",
  "Galaxy Z Flip7",
  2025,
  7,
  [
    ["256", 550],
    ["512", 600],
  ],
  ["flip 7", "z flip 7"],
);
b.storage(
  "samsung",
  "Galaxy Z Flip",
  "Galaxy Z Flip7 FE",
  2025,
  7,
  [
    ["128", 330],
    ["256", 370],
  ],
  ["flip 7 fe", "z flip 7 fe"],
);
b.storage(
  "samsung",
  "Galaxy Z Flip",
  "Galaxy Z Flip6",
  2024,
  7,
  [
    ["256", 360],
    ["512", 400],
  ],
  ["sm-f741b", "flip 6", "z flip 6"],
);
b.storage(
  "samsung",
  "Galaxy Z Flip",
  "Galaxy Z Flip5",
  2023,
  8,
  [
    ["256", 250],
    ["512", 280],
  ],
  ["sm-f731b", "flip 5", "z flip 5"],
);
b.storage(
  "samsung",
  "Galaxy Z Flip",
  "Galaxy Z Flip4",
  2022,
  8,
  [
    ["128", 160],
    ["256", 180],
    ["512", 200],
  ],
  ["sm-f721b", "flip 4", "z flip 4"],
);
b.storage(
  "samsung",
  "Galaxy Z Flip",
  "Galaxy Z Flip3 5G",
  2021,
  8,
  [
    ["128", 110],
    ["256", 125],
  ],
  ["sm-f711b", "flip 3", "z flip 3"],
);
b.storage(
  "samsung",
  "Galaxy A",
  "Galaxy A56 5G",
  2025,
  3,
  [
    ["128", 220],
    ["256", 245],
  ],
  ["a56"],
);
b.storage("samsung", "Galaxy A", "Galaxy A36 5G", 2025, 3, [["128", 180]], ["a36"]);
b.storage(
  "samsung",
  "Galaxy A",
  "Galaxy A55 5G",
  2024,
  3,
  [
    ["128", 170],
    ["256", 190],
  ],
  ["sm-a556b", "a55"],
);
b.storage("samsung", "Galaxy A", "Galaxy A35 5G", 2024, 3, [["128", 140]], ["sm-a356b", "a35"]);
b.storage("samsung", "Galaxy A", "Galaxy A54 5G", 2023, 4, [["128", 130]], ["sm-a546b", "a54"]);
b.storage("samsung", "Galaxy A", "Galaxy A34 5G", 2023, 3, [["128", 100]], ["sm-a346b", "a34"]);
b.storage("samsung", "Galaxy A", "Galaxy A53 5G", 2022, 4, [["128", 90]], ["sm-a536b", "a53"]);
b.storage("samsung", "Galaxy A", "Galaxy A52s 5G", 2021, 9, [["128", 85]], ["sm-a528b", "a52s"]);
b.storage("samsung", "Galaxy A", "Galaxy A52", 2021, 3, [["128", 70]], ["sm-a525f", "a52"]);
b.top("samsung", "Galaxy S25", "Galaxy S24", "Galaxy Z Fold", "Galaxy Z Flip");

// ── Google ───────────────────────────────────────────────────────────────────
b.storage(
  "google",
  "Pixel 10",
  "Pixel 10 Pro Fold",
  2025,
  10,
  [
    ["256", 1000],
    ["512", 1080],
  ],
  ["rango", "10 pro fold"],
);
b.storage(
  "google",
  "Pixel 10",
  "Pixel 10 Pro XL",
  2025,
  8,
  [
    ["256", 700],
    ["512", 760],
  ],
  ["mustang", "10 pro xl"],
);
b.storage(
  "google",
  "Pixel 10",
  "Pixel 10 Pro",
  2025,
  8,
  [
    ["128", 600],
    ["256", 650],
    ["512", 710],
  ],
  ["blazer", "10 pro"],
);
b.storage(
  "google",
  "Pixel 10",
  "Pixel 10",
  2025,
  8,
  [
    ["128", 430],
    ["256", 470],
  ],
  ["frankel"],
);
b.storage(
  "google",
  "Pixel 9",
  "Pixel 9 Pro Fold",
  2024,
  9,
  [
    ["256", 700],
    ["512", 770],
  ],
  ["comet", "9 pro fold"],
);
b.storage(
  "google",
  "Pixel 9",
  "Pixel 9 Pro XL",
  2024,
  8,
  [
    ["128", 500],
    ["256", 540],
    ["512", 590],
  ],
  ["komodo", "9 pro xl"],
);
b.storage(
  "google",
  "Pixel 9",
  "Pixel 9 Pro",
  2024,
  8,
  [
    ["128", 450],
    ["256", 490],
    ["512", 540],
  ],
  ["caiman", "9 pro"],
);
b.storage(
  "google",
  "Pixel 9",
  "Pixel 9",
  2024,
  8,
  [
    ["128", 350],
    ["256", 385],
  ],
  ["tokay"],
);
b.storage(
  "google",
  "Pixel 9",
  "Pixel 9a",
  2025,
  4,
  [
    ["128", 260],
    ["256", 290],
  ],
  ["tegu"],
);
b.storage(
  "google",
  "Pixel 8",
  "Pixel 8 Pro",
  2023,
  10,
  [
    ["128", 350],
    ["256", 380],
  ],
  ["husky", "8 pro"],
);
b.storage(
  "google",
  "Pixel 8",
  "Pixel 8",
  2023,
  10,
  [
    ["128", 250],
    ["256", 275],
  ],
  ["shiba"],
);
b.storage(
  "google",
  "Pixel 8",
  "Pixel 8a",
  2024,
  5,
  [
    ["128", 210],
    ["256", 235],
  ],
  ["akita"],
);
b.storage(
  "google",
  "Pixel 7",
  "Pixel 7 Pro",
  2022,
  10,
  [
    ["128", 240],
    ["256", 265],
  ],
  ["cheetah", "7 pro"],
);
b.storage(
  "google",
  "Pixel 7",
  "Pixel 7",
  2022,
  10,
  [
    ["128", 170],
    ["256", 190],
  ],
  ["panther"],
);
b.storage("google", "Pixel 7", "Pixel 7a", 2023, 5, [["128", 150]], ["lynx"]);
b.storage(
  "google",
  "Pixel 6",
  "Pixel 6 Pro",
  2021,
  10,
  [
    ["128", 170],
    ["256", 190],
  ],
  ["raven", "6 pro"],
);
b.storage(
  "google",
  "Pixel 6",
  "Pixel 6",
  2021,
  10,
  [
    ["128", 120],
    ["256", 135],
  ],
  ["oriole"],
);
b.storage("google", "Pixel 6", "Pixel 6a", 2022, 7, [["128", 90]], ["bluejay"]);
b.top("google", "Pixel 10", "Pixel 9", "Pixel 8");

// ── Xiaomi ───────────────────────────────────────────────────────────────────
b.storage("xiaomi", "Xiaomi 15", "Xiaomi 15 Ultra", 2025, 3, [["512", 800]], ["15 ultra"]);
b.storage("xiaomi", "Xiaomi 15", "Xiaomi 15", 2025, 3, [
  ["256", 450],
  ["512", 490],
]);
b.storage(
  "xiaomi",
  "Xiaomi 15",
  "Xiaomi 15T Pro",
  2025,
  9,
  [
    ["256", 520],
    ["512", 560],
  ],
  ["15t pro"],
);
b.storage("xiaomi", "Xiaomi 14", "Xiaomi 14 Ultra", 2024, 2, [["512", 560]], ["14 ultra"]);
b.storage("xiaomi", "Xiaomi 14", "Xiaomi 14", 2024, 2, [
  ["256", 330],
  ["512", 360],
]);
b.storage(
  "xiaomi",
  "Xiaomi 14",
  "Xiaomi 14T Pro",
  2024,
  9,
  [
    ["256", 350],
    ["512", 380],
  ],
  ["14t pro"],
);
b.storage("xiaomi", "Xiaomi 13", "Xiaomi 13 Pro", 2023, 2, [["256", 280]], ["13 pro"]);
b.storage("xiaomi", "Xiaomi 13", "Xiaomi 13", 2023, 2, [["256", 200]]);
b.storage("xiaomi", "Xiaomi 13", "Xiaomi 13T Pro", 2023, 9, [["512", 260]], ["13t pro"]);
b.storage("xiaomi", "Xiaomi 13", "Xiaomi 13T", 2023, 9, [["256", 210]], ["13t"]);
b.top("xiaomi", "Xiaomi 15", "Xiaomi 14");

// ── OnePlus ──────────────────────────────────────────────────────────────────
b.storage(
  "oneplus",
  "OnePlus 13",
  "OnePlus 13",
  2025,
  1,
  [
    ["256", 480],
    ["512", 530],
  ],
  ["op13"],
);
b.storage(
  "oneplus",
  "OnePlus 12",
  "OnePlus 12",
  2024,
  1,
  [
    ["256", 330],
    ["512", 370],
  ],
  ["op12"],
);
b.storage(
  "oneplus",
  "OnePlus 11",
  "OnePlus 11",
  2023,
  2,
  [
    ["128", 200],
    ["256", 230],
  ],
  ["op11"],
);
b.storage(
  "oneplus",
  "OnePlus 10",
  "OnePlus 10 Pro",
  2022,
  3,
  [
    ["128", 170],
    ["256", 190],
  ],
  ["10 pro"],
);
b.storage("oneplus", "OnePlus 9", "OnePlus 9 Pro", 2021, 3, [["256", 140]], ["9 pro"]);
b.storage("oneplus", "OnePlus Nord", "OnePlus Nord 4", 2024, 7, [["256", 200]], ["nord 4"]);
b.storage(
  "oneplus",
  "OnePlus Nord",
  "OnePlus Nord 3 5G",
  2023,
  7,
  [
    ["128", 130],
    ["256", 150],
  ],
  ["nord 3"],
);
b.top("oneplus", "OnePlus 13", "OnePlus 12");

// ── Fairphone ────────────────────────────────────────────────────────────────
b.storage("fairphone", "Fairphone", "Fairphone (Gen. 6)", 2025, 6, [["256", 350]], ["fairphone 6", "fp6"]);
b.storage("fairphone", "Fairphone", "Fairphone 5", 2023, 9, [["256", 250]], ["fp5"]);
b.storage(
  "fairphone",
  "Fairphone",
  "Fairphone 4",
  2021,
  10,
  [
    ["128", 120],
    ["256", 140],
  ],
  ["fp4"],
);
b.top("fairphone", "Fairphone");

// ── Sony ─────────────────────────────────────────────────────────────────────
b.storage("sony", "Xperia 1", "Xperia 1 VII", 2025, 5, [["256", 700]], ["xperia 1 mark 7"]);
b.storage("sony", "Xperia 1", "Xperia 1 VI", 2024, 5, [["256", 470]], ["xperia 1 mark 6"]);
b.storage("sony", "Xperia 1", "Xperia 1 V", 2023, 5, [["256", 330]], ["xperia 1 mark 5"]);
b.storage("sony", "Xperia 1", "Xperia 1 IV", 2022, 5, [["256", 200]], ["xperia 1 mark 4"]);
b.storage("sony", "Xperia 5", "Xperia 5 V", 2023, 9, [["128", 220]], ["xperia 5 mark 5"]);
b.storage("sony", "Xperia 10", "Xperia 10 V", 2023, 5, [["128", 120]], ["xperia 10 mark 5"]);
b.top("sony", "Xperia 1");

// ── Huawei ───────────────────────────────────────────────────────────────────
b.storage("huawei", "P series", "P40 Pro", 2020, 3, [["256", 130]], ["els-nx9"]);
b.storage(
  "huawei",
  "P series",
  "P30 Pro",
  2019,
  3,
  [
    ["128", 85],
    ["256", 95],
  ],
  ["vog-l29"],
);
b.storage("huawei", "P series", "P30", 2019, 3, [["128", 60]], ["ele-l29"]);
b.storage("huawei", "Mate series", "Mate 20 Pro", 2018, 10, [["128", 55]], ["lya-l29"]);
b.top("huawei", "P series");

// ── Nothing ──────────────────────────────────────────────────────────────────
b.storage(
  "nothing",
  "Phone",
  "Phone (3)",
  2025,
  7,
  [
    ["256", 460],
    ["512", 510],
  ],
  ["nothing phone 3", "phone 3"],
);
b.storage(
  "nothing",
  "Phone",
  "Phone (3a)",
  2025,
  3,
  [
    ["128", 230],
    ["256", 260],
  ],
  ["nothing phone 3a", "phone 3a"],
);
b.storage(
  "nothing",
  "Phone",
  "Phone (2a)",
  2024,
  3,
  [
    ["128", 160],
    ["256", 180],
  ],
  ["nothing phone 2a", "phone 2a"],
);
b.storage(
  "nothing",
  "Phone",
  "Phone (2)",
  2023,
  7,
  [
    ["128", 200],
    ["256", 230],
  ],
  ["nothing phone 2", "phone 2"],
);
b.storage(
  "nothing",
  "Phone",
  "Phone (1)",
  2022,
  7,
  [
    ["128", 110],
    ["256", 125],
  ],
  ["nothing phone 1", "phone 1"],
);
b.top("nothing", "Phone");

export const smartphoneSeries: SeedSeries[] = b.series;
export const smartphoneDevices: SeedDevice[] = b.devices;
