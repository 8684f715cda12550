/**
 * Cameras (bodies): mirrorless system cameras, DSLRs and premium compacts.
 * Release month is the announcement month where shipping followed a few weeks later.
 * Prices: trade-in value of a flawless body in Germany, November 2026.
 */
import { CatalogBuilder } from "./builder.ts";
import type { SeedDevice, SeedSeries } from "./types.ts";

const b = new CatalogBuilder("cameras");

// ── Canon ────────────────────────────────────────────────────────────────────
b.one("canon", "EOS R", "EOS R1", 2024, 7, 4200, ["r1"]);
b.one("canon", "EOS R", "EOS R5 Mark II", 2024, 7, 2400, ["r5 ii", "r5 mark 2", "r5m2"]);
b.one("canon", "EOS R", "EOS R5", 2020, 7, 1500, ["r5"]);
b.one("canon", "EOS R", "EOS R3", 2021, 9, 2300, ["r3"]);
b.one("canon", "EOS R", "EOS R6 Mark II", 2022, 11, 1250, ["r6 ii", "r6 mark 2", "r6m2"]);
b.one("canon", "EOS R", "EOS R6", 2020, 7, 850, ["r6"]);
b.one("canon", "EOS R", "EOS R8", 2023, 2, 850, ["r8"]);
b.one("canon", "EOS R", "EOS RP", 2019, 2, 400, ["rp"]);
b.one("canon", "EOS R", "EOS R", 2018, 9, 550, ["eos r body"]);
b.one("canon", "EOS R APS-C", "EOS R7", 2022, 5, 850, ["r7"]);
b.one("canon", "EOS R APS-C", "EOS R10", 2022, 5, 550, ["r10"]);
b.one("canon", "EOS R APS-C", "EOS R50", 2023, 2, 450, ["r50"]);
b.one("canon", "EOS R APS-C", "EOS R100", 2023, 5, 300, ["r100"]);
b.one("canon", "EOS M", "EOS M50 Mark II", 2020, 10, 300, ["m50 ii", "m50 mark 2"]);
b.one("canon", "EOS DSLR", "EOS 5D Mark IV", 2016, 8, 750, ["5d4", "5d mark 4", "5d iv"]);
b.one("canon", "EOS DSLR", "EOS 6D Mark II", 2017, 6, 500, ["6d2", "6d mark 2", "6d ii"]);
b.one("canon", "EOS DSLR", "EOS 90D", 2019, 8, 500, ["90d"]);
b.one("canon", "EOS DSLR", "EOS 850D", 2020, 2, 350, ["850d", "rebel t8i"]);
b.top("canon", "EOS R", "EOS R APS-C");

// ── Nikon ────────────────────────────────────────────────────────────────────
b.one("nikon", "Z Series (FX)", "Z9", 2021, 10, 2000, ["z 9"]);
b.one("nikon", "Z Series (FX)", "Z8", 2023, 5, 2100, ["z 8"]);
b.one("nikon", "Z Series (FX)", "Z6III", 2024, 6, 1500, ["z6 iii", "z 6iii", "z6 mark 3"]);
b.one("nikon", "Z Series (FX)", "Zf", 2023, 9, 1300, ["z f"]);
b.one("nikon", "Z Series (FX)", "Z7 II", 2020, 10, 1100, ["z7ii", "z 7ii", "z7 mark 2"]);
b.one("nikon", "Z Series (FX)", "Z6 II", 2020, 10, 800, ["z6ii", "z 6ii", "z6 mark 2"]);
b.one("nikon", "Z Series (FX)", "Z7", 2018, 8, 700, ["z 7"]);
b.one("nikon", "Z Series (FX)", "Z6", 2018, 8, 500, ["z 6"]);
b.one("nikon", "Z Series (FX)", "Z5II", 2025, 4, 1100, ["z5 ii", "z 5ii"]);
b.one("nikon", "Z Series (FX)", "Z5", 2020, 7, 500, ["z 5"]);
b.one("nikon", "Z Series (DX)", "Z50II", 2024, 11, 600, ["z50 ii", "z 50ii"]);
b.one("nikon", "Z Series (DX)", "Z50", 2019, 10, 350, ["z 50"]);
b.one("nikon", "Z Series (DX)", "Z fc", 2021, 6, 500, ["zfc"]);
b.one("nikon", "Z Series (DX)", "Z30", 2022, 6, 350, ["z 30"]);
b.one("nikon", "DSLR", "D850", 2017, 8, 1000, ["d 850"]);
b.one("nikon", "DSLR", "D780", 2020, 1, 750, ["d 780"]);
b.one("nikon", "DSLR", "D750", 2014, 9, 350, ["d 750"]);
b.one("nikon", "DSLR", "D7500", 2017, 4, 350, ["d 7500"]);
b.top("nikon", "Z Series (FX)", "Z Series (DX)");

// ── Sony ─────────────────────────────────────────────────────────────────────
b.one("sony", "Alpha 1 & 9", "Alpha 1 II", 2024, 11, 4400, ["a1 ii", "ilce-1m2"]);
b.one("sony", "Alpha 1 & 9", "Alpha 1", 2021, 1, 2800, ["a1", "ilce-1"]);
b.one("sony", "Alpha 1 & 9", "Alpha 9 III", 2023, 11, 3200, ["a9 iii", "ilce-9m3"]);
b.one("sony", "Alpha 7", "Alpha 7R V", 2022, 10, 2200, ["a7r v", "a7rv", "ilce-7rm5"]);
b.one("sony", "Alpha 7", "Alpha 7R IV", 2019, 7, 1300, ["a7r iv", "a7riv", "ilce-7rm4"]);
b.one("sony", "Alpha 7", "Alpha 7 IV", 2021, 10, 1300, ["a7 iv", "a7iv", "a7m4", "ilce-7m4"]);
b.one("sony", "Alpha 7", "Alpha 7 III", 2018, 2, 750, ["a7 iii", "a7iii", "a7m3", "ilce-7m3"]);
b.one("sony", "Alpha 7", "Alpha 7S III", 2020, 7, 1700, ["a7s iii", "a7siii", "ilce-7sm3"]);
b.one("sony", "Alpha 7", "Alpha 7C II", 2023, 8, 1300, ["a7c ii", "a7cii", "ilce-7cm2"]);
b.one("sony", "Alpha 7", "Alpha 7C", 2020, 9, 750, ["a7c", "ilce-7c"]);
b.one("sony", "Alpha 6000", "Alpha 6700", 2023, 7, 850, ["a6700", "ilce-6700"]);
b.one("sony", "Alpha 6000", "Alpha 6600", 2019, 8, 500, ["a6600", "ilce-6600"]);
b.one("sony", "Alpha 6000", "Alpha 6400", 2019, 1, 400, ["a6400", "ilce-6400"]);
b.one("sony", "ZV", "ZV-E10", 2021, 7, 300, ["zve10"]);
b.one("sony", "ZV", "ZV-1", 2020, 5, 250, ["zv1"]);
b.one("sony", "RX100", "RX100 VII", 2019, 7, 500, ["rx100m7", "dsc-rx100m7"]);
b.top("sony", "Alpha 7", "Alpha 6000");

// ── Fujifilm ─────────────────────────────────────────────────────────────────
b.one("fujifilm", "X-T", "X-T5", 2022, 11, 1000, ["xt5"]);
b.one("fujifilm", "X-T", "X-T50", 2024, 5, 900, ["xt50"]);
b.one("fujifilm", "X-T", "X-T4", 2020, 2, 650, ["xt4"]);
b.one("fujifilm", "X-T", "X-T3", 2018, 9, 400, ["xt3"]);
b.one("fujifilm", "X-T", "X-T30 II", 2021, 9, 450, ["xt30 ii", "xt30ii"]);
b.one("fujifilm", "X100", "X100VI", 2024, 2, 1200, ["x100 vi", "x100 6"]);
b.one("fujifilm", "X100", "X100V", 2020, 2, 950, ["x100 v", "x100 5"]);
b.one("fujifilm", "X-S", "X-S20", 2023, 5, 800, ["xs20"]);
b.one("fujifilm", "X-S", "X-S10", 2020, 10, 450, ["xs10"]);
b.one("fujifilm", "X-H", "X-H2S", 2022, 5, 1200, ["xh2s"]);
b.one("fujifilm", "X-H", "X-H2", 2022, 9, 1100, ["xh2"]);
b.one("fujifilm", "X-E & X-M", "X-E4", 2021, 1, 550, ["xe4"]);
b.one("fujifilm", "X-E & X-M", "X-M5", 2024, 10, 550, ["xm5"]);
b.one("fujifilm", "GFX", "GFX100S II", 2024, 1, 3200, ["gfx 100s ii", "gfx100s2"]);
b.one("fujifilm", "GFX", "GFX100S", 2021, 1, 2400, ["gfx 100s"]);
b.one("fujifilm", "GFX", "GFX 50S II", 2021, 9, 1500, ["gfx50s ii", "gfx50sii"]);
b.top("fujifilm", "X-T", "X100", "GFX");

// ── Panasonic ────────────────────────────────────────────────────────────────
b.one("panasonic", "Lumix S", "Lumix S5 II", 2023, 1, 1000, ["s5ii", "s5 mark 2", "dc-s5m2"]);
b.one("panasonic", "Lumix S", "Lumix S5", 2020, 9, 600, ["s5", "dc-s5"]);
b.one("panasonic", "Lumix S", "Lumix S1", 2019, 2, 500, ["s1", "dc-s1"]);
b.one("panasonic", "Lumix G", "Lumix G9 II", 2023, 9, 950, ["g9ii", "g9 mark 2", "dc-g9m2"]);
b.one("panasonic", "Lumix G", "Lumix GH6", 2022, 2, 800, ["gh6", "dc-gh6"]);
b.one("panasonic", "Lumix G", "Lumix GH5", 2017, 1, 350, ["gh5", "dc-gh5"]);
b.top("panasonic", "Lumix S");

// ── OM System ────────────────────────────────────────────────────────────────
b.one("om-system", "OM", "OM-1 Mark II", 2024, 1, 1300, ["om1 ii", "om-1 ii"]);
b.one("om-system", "OM", "OM-1", 2022, 2, 850, ["om1", "olympus om-1"]);
b.one("om-system", "OM", "OM-5", 2022, 10, 600, ["om5", "olympus om-5"]);
b.top("om-system", "OM");

// ── Leica ────────────────────────────────────────────────────────────────────
b.one("leica", "Q", "Q3 43", 2024, 10, 3800, ["q3 43mm"]);
b.one("leica", "Q", "Q3", 2023, 5, 3600, ["q 3"]);
b.one("leica", "Q", "Q2", 2019, 3, 2300, ["q 2"]);
b.one("leica", "M", "M11", 2022, 1, 4500, ["m 11"]);
b.one("leica", "SL", "SL2", 2019, 11, 2000, ["sl 2"]);
b.top("leica", "Q", "M");

export const cameraSeries: SeedSeries[] = b.series;
export const cameraDevices: SeedDevice[] = b.devices;
