/**
 * Laptops: MacBook Air/Pro (by RAM/SSD configuration), ThinkPad, Dell XPS, Surface (incl. the
 * Surface Pro 2-in-1s, which this catalog lists as laptops), HP and ASUS.
 * Prices: trade-in value of a flawless unit in Germany, November 2026.
 */
import { CatalogBuilder } from "./builder.ts";
import type { SeedDevice, SeedSeries } from "./types.ts";

const b = new CatalogBuilder("laptops");

// ── Apple MacBook Air ────────────────────────────────────────────────────────
b.configs(
  "apple",
  "MacBook Air",
  "MacBook Air 13 (M4, 2025)",
  2025,
  3,
  [
    ["16", "256", 760],
    ["16", "512", 860],
    ["24", "512", 950],
  ],
  ["macbook air m4", "mba m4"],
);
b.configs(
  "apple",
  "MacBook Air",
  "MacBook Air 15 (M4, 2025)",
  2025,
  3,
  [
    ["16", "256", 860],
    ["16", "512", 960],
  ],
  ["macbook air 15 m4", "mba 15 m4"],
);
b.configs(
  "apple",
  "MacBook Air",
  "MacBook Air 13 (M3, 2024)",
  2024,
  3,
  [
    ["8", "256", 620],
    ["16", "512", 760],
  ],
  ["macbook air m3", "mba m3"],
);
b.configs(
  "apple",
  "MacBook Air",
  "MacBook Air 15 (M3, 2024)",
  2024,
  3,
  [
    ["8", "256", 720],
    ["16", "512", 860],
  ],
  ["macbook air 15 m3", "mba 15 m3"],
);
b.configs(
  "apple",
  "MacBook Air",
  "MacBook Air 15 (M2, 2023)",
  2023,
  6,
  [
    ["8", "256", 580],
    ["8", "512", 640],
  ],
  ["macbook air 15 m2", "a2941"],
);
b.configs(
  "apple",
  "MacBook Air",
  "MacBook Air 13 (M2, 2022)",
  2022,
  7,
  [
    ["8", "256", 480],
    ["8", "512", 540],
    ["16", "512", 600],
  ],
  ["macbook air m2", "a2681"],
);
b.configs(
  "apple",
  "MacBook Air",
  "MacBook Air 13 (M1, 2020)",
  2020,
  11,
  [
    ["8", "256", 330],
    ["8", "512", 380],
    ["16", "512", 430],
  ],
  ["macbook air m1", "a2337"],
);

// ── Apple MacBook Pro ────────────────────────────────────────────────────────
b.configs(
  "apple",
  "MacBook Pro",
  "MacBook Pro 14 (M5, 2025)",
  2025,
  10,
  [
    ["16", "512", 1250],
    ["16", "1T", 1400],
  ],
  ["macbook pro m5", "mbp m5"],
);
b.configs("apple", "MacBook Pro", "MacBook Pro 16 (M4 Max, 2024)", 2024, 11, [["36", "1T", 2200]], ["macbook pro 16 m4 max"]);
b.configs("apple", "MacBook Pro", "MacBook Pro 16 (M4 Pro, 2024)", 2024, 11, [["24", "512", 1600]], ["macbook pro 16 m4 pro"]);
b.configs("apple", "MacBook Pro", "MacBook Pro 14 (M4 Max, 2024)", 2024, 11, [["36", "1T", 2000]], ["macbook pro 14 m4 max"]);
b.configs("apple", "MacBook Pro", "MacBook Pro 14 (M4 Pro, 2024)", 2024, 11, [["24", "512", 1350]], ["macbook pro 14 m4 pro"]);
b.configs("apple", "MacBook Pro", "MacBook Pro 14 (M4, 2024)", 2024, 11, [["16", "512", 1050]], ["macbook pro m4", "mbp m4"]);
b.configs("apple", "MacBook Pro", "MacBook Pro 16 (M3 Max, 2023)", 2023, 11, [["36", "1T", 1800]], ["macbook pro 16 m3 max"]);
b.configs("apple", "MacBook Pro", "MacBook Pro 16 (M3 Pro, 2023)", 2023, 11, [["18", "512", 1350]], ["macbook pro 16 m3 pro"]);
b.configs("apple", "MacBook Pro", "MacBook Pro 14 (M3 Max, 2023)", 2023, 11, [["36", "1T", 1600]], ["macbook pro 14 m3 max"]);
b.configs("apple", "MacBook Pro", "MacBook Pro 14 (M3 Pro, 2023)", 2023, 11, [["18", "512", 1150]], ["macbook pro 14 m3 pro"]);
b.configs("apple", "MacBook Pro", "MacBook Pro 14 (M3, 2023)", 2023, 11, [["8", "512", 850]], ["macbook pro m3", "mbp m3"]);
b.configs("apple", "MacBook Pro", "MacBook Pro 16 (M2 Pro, 2023)", 2023, 1, [["16", "512", 1050]], ["macbook pro 16 m2 pro", "a2780"]);
b.configs("apple", "MacBook Pro", "MacBook Pro 14 (M2 Max, 2023)", 2023, 1, [["32", "1T", 1200]], ["macbook pro 14 m2 max", "a2779"]);
b.configs(
  "apple",
  "MacBook Pro",
  "MacBook Pro 14 (M2 Pro, 2023)",
  2023,
  1,
  [
    ["16", "512", 900],
    ["16", "1T", 980],
  ],
  ["macbook pro 14 m2 pro", "a2779"],
);
b.configs("apple", "MacBook Pro", "MacBook Pro 16 (M1 Max, 2021)", 2021, 10, [["32", "1T", 1050]], ["macbook pro 16 m1 max", "a2485"]);
b.configs("apple", "MacBook Pro", "MacBook Pro 16 (M1 Pro, 2021)", 2021, 10, [["16", "512", 820]], ["macbook pro 16 m1 pro", "a2485"]);
b.configs("apple", "MacBook Pro", "MacBook Pro 14 (M1 Max, 2021)", 2021, 10, [["32", "1T", 950]], ["macbook pro 14 m1 max", "a2442"]);
b.configs(
  "apple",
  "MacBook Pro",
  "MacBook Pro 14 (M1 Pro, 2021)",
  2021,
  10,
  [
    ["16", "512", 700],
    ["16", "1T", 780],
  ],
  ["macbook pro 14 m1 pro", "a2442"],
);
b.configs(
  "apple",
  "MacBook Pro",
  "MacBook Pro 13 (M2, 2022)",
  2022,
  6,
  [
    ["8", "256", 520],
    ["16", "512", 640],
  ],
  ["macbook pro 13 m2", "a2338"],
);
b.configs(
  "apple",
  "MacBook Pro",
  "MacBook Pro 13 (M1, 2020)",
  2020,
  11,
  [
    ["8", "256", 380],
    ["16", "512", 480],
  ],
  ["macbook pro 13 m1", "a2338"],
);
b.configs("apple", "MacBook Pro", "MacBook Pro 13 (Intel, 2020)", 2020, 5, [["16", "512", 300]], ["macbook pro 2020 intel", "a2251"]);
b.configs("apple", "MacBook Pro", "MacBook Pro 16 (Intel, 2019)", 2019, 11, [["16", "512", 330]], ["macbook pro 16 2019", "a2141"]);
b.top("apple", "MacBook Air", "MacBook Pro");

// ── Lenovo ThinkPad ──────────────────────────────────────────────────────────
b.one("lenovo", "ThinkPad X1 Carbon", "ThinkPad X1 Carbon Gen 13 Aura Edition", 2025, 1, 850, ["x1 carbon gen 13", "x1c gen 13"]);
b.one("lenovo", "ThinkPad X1 Carbon", "ThinkPad X1 Carbon Gen 12", 2024, 2, 650, ["x1 carbon gen 12", "x1c gen 12"]);
b.one("lenovo", "ThinkPad X1 Carbon", "ThinkPad X1 Carbon Gen 11", 2023, 2, 480, ["x1 carbon gen 11", "x1c gen 11"]);
b.one("lenovo", "ThinkPad X1 Carbon", "ThinkPad X1 Carbon Gen 10", 2022, 1, 380, ["x1 carbon gen 10", "x1c gen 10"]);
b.one("lenovo", "ThinkPad X1 Carbon", "ThinkPad X1 Carbon Gen 9", 2021, 1, 280, ["x1 carbon gen 9", "x1c gen 9"]);
b.one("lenovo", "ThinkPad X1 Carbon", "ThinkPad X1 Carbon Gen 8", 2020, 1, 200, ["x1 carbon gen 8", "x1c gen 8"]);
b.one("lenovo", "ThinkPad X1 Carbon", "ThinkPad X1 Carbon Gen 7", 2019, 2, 150, ["x1 carbon gen 7", "x1c gen 7"]);
b.one("lenovo", "ThinkPad T14", "ThinkPad T14 Gen 5", 2024, 2, 450, ["t14 gen 5"]);
b.one("lenovo", "ThinkPad T14", "ThinkPad T14 Gen 4", 2023, 2, 330, ["t14 gen 4"]);
b.one("lenovo", "ThinkPad T14", "ThinkPad T14 Gen 3", 2022, 2, 250, ["t14 gen 3"]);
b.one("lenovo", "ThinkPad T14", "ThinkPad T14 Gen 1", 2020, 2, 130, ["t14 gen 1"]);
b.top("lenovo", "ThinkPad X1 Carbon", "ThinkPad T14");

// ── Dell XPS ─────────────────────────────────────────────────────────────────
b.one("dell", "XPS 13", "XPS 13 9345 (Snapdragon X Elite)", 2024, 6, 600, ["xps 13 9345", "9345"]);
b.one("dell", "XPS 13", "XPS 13 9340", 2024, 1, 650, ["xps 13 9340", "9340"]);
b.one("dell", "XPS 13", "XPS 13 Plus 9320", 2022, 1, 420, ["xps 13 plus", "9320"]);
b.one("dell", "XPS 13", "XPS 13 9310", 2020, 9, 300, ["xps 13 9310", "9310"]);
b.one("dell", "XPS 13", "XPS 13 9300", 2020, 1, 250, ["xps 13 9300", "9300"]);
b.one("dell", "XPS 15", "XPS 15 9530", 2023, 1, 700, ["xps 15 9530", "9530"]);
b.one("dell", "XPS 15", "XPS 15 9510", 2021, 5, 450, ["xps 15 9510", "9510"]);
b.one("dell", "XPS 15", "XPS 15 9500", 2020, 5, 350, ["xps 15 9500", "9500"]);
b.top("dell", "XPS 13", "XPS 15");

// ── Microsoft Surface ────────────────────────────────────────────────────────
b.one("microsoft", "Surface Pro", "Surface Pro 12-inch", 2025, 5, 500, ["surface pro 12"]);
b.one("microsoft", "Surface Pro", "Surface Pro 11th Edition", 2024, 6, 650, ["surface pro 11", "surface pro copilot+"]);
b.one("microsoft", "Surface Pro", "Surface Pro 10 for Business", 2024, 4, 550, ["surface pro 10"]);
b.one("microsoft", "Surface Pro", "Surface Pro 9", 2022, 10, 400, ["surface pro 9"]);
b.one("microsoft", "Surface Pro", "Surface Pro 8", 2021, 10, 300, ["surface pro 8"]);
b.one("microsoft", "Surface Pro", "Surface Pro 7", 2019, 10, 150, ["surface pro 7"]);
b.one("microsoft", "Surface Laptop", "Surface Laptop 13-inch", 2025, 5, 550, ["surface laptop 13"]);
b.one("microsoft", "Surface Laptop", "Surface Laptop 15-inch (7th Edition)", 2024, 6, 700, ["surface laptop 7 15"]);
b.one("microsoft", "Surface Laptop", "Surface Laptop 13.8-inch (7th Edition)", 2024, 6, 600, ["surface laptop 7"]);
b.one("microsoft", "Surface Laptop", "Surface Laptop 6 for Business 13.5-inch", 2024, 4, 550, ["surface laptop 6"]);
b.one("microsoft", "Surface Laptop", "Surface Laptop 5 13.5-inch", 2022, 10, 350, ["surface laptop 5"]);
b.one("microsoft", "Surface Laptop", "Surface Laptop 4 13.5-inch", 2021, 4, 250, ["surface laptop 4"]);
b.one("microsoft", "Surface Laptop", "Surface Laptop 3 13.5-inch", 2019, 10, 150, ["surface laptop 3"]);
b.one("microsoft", "Surface Laptop Go", "Surface Laptop Go 3", 2023, 10, 280, ["laptop go 3"]);
b.one("microsoft", "Surface Laptop Go", "Surface Laptop Go 2", 2022, 6, 180, ["laptop go 2"]);
b.top("microsoft", "Surface Pro", "Surface Laptop");

// ── HP ───────────────────────────────────────────────────────────────────────
b.one("hp", "EliteBook", "EliteBook 840 G10", 2023, 3, 380, ["840 g10"]);
b.one("hp", "EliteBook", "EliteBook 840 G9", 2022, 3, 280, ["840 g9"]);
b.one("hp", "EliteBook", "EliteBook 840 G8", 2021, 1, 200, ["840 g8"]);
b.one("hp", "Spectre x360", "Spectre x360 14 (2024)", 2024, 1, 650, ["spectre 14 2024"]);
b.one("hp", "Spectre x360", "Spectre x360 14 (2021)", 2021, 1, 280, ["spectre 14 2021"]);
b.top("hp", "EliteBook");

// ── ASUS ─────────────────────────────────────────────────────────────────────
b.one("asus", "ROG Zephyrus", "ROG Zephyrus G14 (2024)", 2024, 1, 900, ["g14 2024", "ga403"]);
b.one("asus", "ROG Zephyrus", "ROG Zephyrus G14 (2022)", 2022, 1, 500, ["g14 2022", "ga402"]);
b.one("asus", "ROG Zephyrus", "ROG Zephyrus G14 (2020)", 2020, 1, 300, ["g14 2020", "ga401"]);
b.one("asus", "Zenbook", "Zenbook 14 OLED (UX3405)", 2024, 1, 450, ["ux3405"]);
b.top("asus", "ROG Zephyrus");

export const laptopSeries: SeedSeries[] = b.series;
export const laptopDevices: SeedDevice[] = b.devices;
