/**
 * Consoles and handheld gaming PCs (PlayStation, Xbox, Nintendo, Steam Deck, ROG Ally).
 * Release month is the European launch month.
 * Prices: trade-in value of a flawless console with one controller in Germany, November 2026.
 */
import { CatalogBuilder } from "./builder.ts";
import type { SeedDevice, SeedSeries } from "./types.ts";

const b = new CatalogBuilder("consoles");

// ── Sony PlayStation ─────────────────────────────────────────────────────────
b.one("sony", "PlayStation 5", "PlayStation 5 Pro", 2024, 11, 480, ["ps5 pro", "cfi-7016"]);
b.one("sony", "PlayStation 5", "PlayStation 5 Slim", 2023, 11, 300, ["ps5 slim", "cfi-2016"]);
b.one("sony", "PlayStation 5", "PlayStation 5 Slim Digital Edition", 2023, 11, 250, ["ps5 slim digital"]);
b.one("sony", "PlayStation 5", "PlayStation 5", 2020, 11, 250, ["ps5", "cfi-1016a"]);
b.one("sony", "PlayStation 5", "PlayStation 5 Digital Edition", 2020, 11, 200, ["ps5 digital", "cfi-1016b"]);
b.one("sony", "PlayStation 5", "PlayStation Portal", 2023, 11, 110, ["ps portal", "remote player"]);
b.one("sony", "PlayStation VR2", "PlayStation VR2", 2023, 2, 200, ["psvr2", "ps vr2"]);
b.one("sony", "PlayStation 4", "PlayStation 4 Pro 1 TB", 2016, 11, 100, ["ps4 pro", "cuh-7016b"]);
b.one("sony", "PlayStation 4", "PlayStation 4 Slim 1 TB", 2016, 9, 80, ["ps4 slim"]);
b.one("sony", "PlayStation 4", "PlayStation 4 Slim 500 GB", 2016, 9, 65, ["ps4 slim"]);
b.one("sony", "PlayStation 4", "PlayStation 4 500 GB", 2013, 11, 50, ["ps4", "cuh-1016a"]);
b.top("sony", "PlayStation 5", "PlayStation 4");

// ── Microsoft Xbox ───────────────────────────────────────────────────────────
b.one("microsoft", "Xbox Series", "Xbox Series X 2 TB Galaxy Black Special Edition", 2024, 10, 330, ["xsx 2tb", "series x 2tb"]);
b.one("microsoft", "Xbox Series", "Xbox Series X Digital Edition", 2024, 10, 260, ["xsx digital", "series x digital"]);
b.one("microsoft", "Xbox Series", "Xbox Series X", 2020, 11, 250, ["xsx", "series x"]);
b.one("microsoft", "Xbox Series", "Xbox Series S 1 TB", 2023, 9, 170, ["xss 1tb", "series s 1tb"]);
b.one("microsoft", "Xbox Series", "Xbox Series S 512 GB", 2020, 11, 130, ["xss", "series s"]);
b.one("microsoft", "Xbox One", "Xbox One X 1 TB", 2017, 11, 110, ["xbox one x", "project scorpio"]);
b.one("microsoft", "Xbox One", "Xbox One S 1 TB", 2016, 8, 70, ["xbox one s"]);
b.one("microsoft", "Xbox One", "Xbox One 500 GB", 2013, 11, 40, ["xbox one"]);
b.top("microsoft", "Xbox Series");

// ── Nintendo ─────────────────────────────────────────────────────────────────
b.one("nintendo", "Nintendo Switch 2", "Switch 2", 2025, 6, 300, ["switch 2", "ns2"]);
b.one("nintendo", "Nintendo Switch", "Switch (OLED model)", 2021, 10, 190, ["switch oled", "heg-001"]);
b.one("nintendo", "Nintendo Switch", "Switch (2019 model)", 2019, 8, 130, ["switch v2", "hac-001(-01)"]);
b.one("nintendo", "Nintendo Switch", "Switch (2017 model)", 2017, 3, 100, ["switch v1", "hac-001"]);
b.one("nintendo", "Nintendo Switch", "Switch Lite", 2019, 9, 90, ["switch lite", "hdh-001"]);
b.one("nintendo", "Nintendo 3DS & 2DS", "New Nintendo 2DS XL", 2017, 7, 70, ["2ds xl", "new 2ds xl"]);
b.top("nintendo", "Nintendo Switch 2", "Nintendo Switch");

// ── Valve ────────────────────────────────────────────────────────────────────
b.one("valve", "Steam Deck", "Steam Deck OLED 1 TB", 2023, 11, 420, ["steamdeck oled 1tb"]);
b.one("valve", "Steam Deck", "Steam Deck OLED 512 GB", 2023, 11, 360, ["steamdeck oled"]);
b.one("valve", "Steam Deck", "Steam Deck LCD 512 GB", 2022, 2, 270, ["steamdeck 512"]);
b.one("valve", "Steam Deck", "Steam Deck LCD 256 GB", 2022, 2, 230, ["steamdeck 256"]);
b.one("valve", "Steam Deck", "Steam Deck LCD 64 GB", 2022, 2, 180, ["steamdeck 64"]);
b.top("valve", "Steam Deck");

// ── ASUS ─────────────────────────────────────────────────────────────────────
b.one("asus", "ROG Ally", "ROG Xbox Ally X", 2025, 10, 650, ["xbox ally x"]);
b.one("asus", "ROG Ally", "ROG Xbox Ally", 2025, 10, 380, ["xbox ally"]);
b.one("asus", "ROG Ally", "ROG Ally X", 2024, 7, 450, ["ally x", "rc72la"]);
b.one("asus", "ROG Ally", "ROG Ally (Z1 Extreme)", 2023, 6, 280, ["rog ally", "rc71l"]);
b.top("asus", "ROG Ally");

export const consoleSeries: SeedSeries[] = b.series;
export const consoleDevices: SeedDevice[] = b.devices;
