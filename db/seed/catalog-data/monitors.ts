/**
 * Monitors: office, creative and gaming displays.
 * Release month is the launch month commonly cited (announcement month where shipping followed shortly).
 * Prices: trade-in value of a flawless monitor with stand and cables in Germany, November 2026.
 */
import { CatalogBuilder } from "./builder.ts";
import type { SeedDevice, SeedSeries } from "./types.ts";

const b = new CatalogBuilder("monitors");

// ── Dell ─────────────────────────────────────────────────────────────────────
b.one("dell", "UltraSharp", "UltraSharp U3223QE", 2022, 3, 450, ["u3223qe", "32 4k usb-c hub"]);
b.one("dell", "UltraSharp", "UltraSharp U2723QE", 2022, 3, 300, ["u2723qe", "27 4k usb-c hub"]);
b.one("dell", "UltraSharp", "UltraSharp U2724DE", 2023, 9, 270, ["u2724de"]);
b.one("dell", "UltraSharp", "UltraSharp U2724D", 2023, 9, 230, ["u2724d"]);
b.one("dell", "UltraSharp", "UltraSharp U2720Q", 2020, 1, 180, ["u2720q"]);
b.one("dell", "UltraSharp", "UltraSharp U2422H", 2021, 1, 110, ["u2422h"]);
b.one("dell", "Alienware", "Alienware AW3423DW", 2022, 3, 450, ["aw3423dw", "qd-oled"]);
b.one("dell", "Alienware", "Alienware AW3423DWF", 2022, 10, 420, ["aw3423dwf"]);
b.one("dell", "Alienware", "Alienware AW2725DF", 2024, 3, 450, ["aw2725df"]);
b.top("dell", "UltraSharp", "Alienware");

// ── LG ───────────────────────────────────────────────────────────────────────
b.one("lg", "UltraGear", "UltraGear 32GS95UE-B", 2024, 4, 700, ["32gs95ue"]);
b.one("lg", "UltraGear", "UltraGear 45GR95QE-B", 2023, 3, 600, ["45gr95qe"]);
b.one("lg", "UltraGear", "UltraGear 27GR95QE-B", 2023, 3, 400, ["27gr95qe"]);
b.one("lg", "UltraGear", "UltraGear 27GP850-B", 2021, 4, 150, ["27gp850"]);
b.one("lg", "UltraFine", "UltraFine 5K 27MD5KL-B", 2019, 7, 350, ["27md5kl", "ultrafine 5k"]);
b.top("lg", "UltraGear", "UltraFine");

// ── Samsung ──────────────────────────────────────────────────────────────────
b.one("samsung", "Odyssey", "Odyssey OLED G9 49 (G95SC)", 2023, 9, 700, ["s49cg954s", "g95sc"]);
b.one("samsung", "Odyssey", "Odyssey Neo G9 49 (G95NA)", 2021, 8, 500, ["ls49ag950", "neo g9"]);
b.one("samsung", "Odyssey", "Odyssey G9 49 (C49G95T)", 2020, 6, 300, ["c49g95t", "g9"]);
b.one("samsung", "Odyssey", "Odyssey G7 27 (C27G75T)", 2020, 7, 180, ["c27g75t", "g7"]);
b.one("samsung", "ViewFinity", "ViewFinity S9 27 5K (S90PC)", 2023, 7, 550, ["ls27c900p", "viewfinity 5k"]);
b.top("samsung", "Odyssey", "ViewFinity");

// ── Apple ────────────────────────────────────────────────────────────────────
b.one("apple", "Studio Display", "Studio Display (nano-texture glass)", 2022, 3, 1000, ["studio display nano"]);
b.one("apple", "Studio Display", "Studio Display (standard glass)", 2022, 3, 850, ["studio display", "a2525"]);
b.one("apple", "Pro Display XDR", "Pro Display XDR (nano-texture glass)", 2019, 12, 2400, ["xdr nano"]);
b.one("apple", "Pro Display XDR", "Pro Display XDR (standard glass)", 2019, 12, 2000, ["xdr", "pro display"]);
b.top("apple", "Studio Display", "Pro Display XDR");

// ── ASUS ─────────────────────────────────────────────────────────────────────
b.one("asus", "ROG Swift", "ROG Swift OLED PG32UCDM", 2024, 3, 650, ["pg32ucdm"]);
b.one("asus", "ROG Swift", "ROG Swift OLED PG27AQDM", 2023, 4, 400, ["pg27aqdm"]);
b.one("asus", "ProArt", "ProArt PA279CRV", 2023, 6, 250, ["pa279crv"]);
b.top("asus", "ROG Swift", "ProArt");

// ── BenQ ─────────────────────────────────────────────────────────────────────
b.one("benq", "SW", "SW272U", 2023, 4, 600, ["sw272u"]);
b.one("benq", "PD", "PD3220U", 2020, 9, 350, ["pd3220u"]);
b.one("benq", "PD", "PD2705U", 2022, 3, 200, ["pd2705u"]);
b.one("benq", "MOBIUZ", "MOBIUZ EX2710Q", 2021, 1, 150, ["ex2710q"]);
b.top("benq", "PD", "SW");

export const monitorSeries: SeedSeries[] = b.series;
export const monitorDevices: SeedDevice[] = b.devices;
