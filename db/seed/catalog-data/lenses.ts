/**
 * Lenses, grouped by mount or lens line. Third-party lenses are separate devices per mount.
 * Release month is the announcement month where shipping followed a few weeks later.
 * Prices: trade-in value of a flawless lens in Germany, November 2026.
 */
import { CatalogBuilder } from "./builder.ts";
import type { SeedDevice, SeedSeries } from "./types.ts";

const b = new CatalogBuilder("lenses");

// ── Canon RF / EF ────────────────────────────────────────────────────────────
b.one("canon", "RF", "RF 24-70mm F2.8L IS USM", 2019, 8, 1100, ["rf 24-70 2.8", "rf2470"]);
b.one("canon", "RF", "RF 15-35mm F2.8L IS USM", 2019, 8, 1000, ["rf 15-35 2.8", "rf1535"]);
b.one("canon", "RF", "RF 70-200mm F2.8L IS USM", 2019, 10, 1300, ["rf 70-200 2.8", "rf70200"]);
b.one("canon", "RF", "RF 24-105mm F4L IS USM", 2018, 9, 550, ["rf 24-105 f4", "rf24105"]);
b.one("canon", "RF", "RF 28-70mm F2L USM", 2018, 9, 1300, ["rf 28-70 f2"]);
b.one("canon", "RF", "RF 50mm F1.2L USM", 2018, 9, 1300, ["rf 50 1.2"]);
b.one("canon", "RF", "RF 50mm F1.8 STM", 2020, 10, 120, ["rf 50 1.8", "nifty fifty"]);
b.one("canon", "RF", "RF 35mm F1.8 Macro IS STM", 2018, 9, 280, ["rf 35 1.8"]);
b.one("canon", "RF", "RF 85mm F1.2L USM", 2019, 5, 1400, ["rf 85 1.2"]);
b.one("canon", "RF", "RF 100mm F2.8L Macro IS USM", 2021, 4, 800, ["rf 100 macro"]);
b.one("canon", "RF", "RF 100-500mm F4.5-7.1L IS USM", 2020, 7, 1600, ["rf 100-500"]);
b.one("canon", "RF", "RF 100-400mm F5.6-8 IS USM", 2021, 11, 380, ["rf 100-400"]);
b.one("canon", "EF", "EF 24-70mm f/2.8L II USM", 2012, 2, 650, ["ef 24-70 2.8 ii"]);
b.one("canon", "EF", "EF 70-200mm f/2.8L IS III USM", 2018, 6, 1000, ["ef 70-200 2.8 iii"]);
b.one("canon", "EF", "EF 100mm f/2.8L Macro IS USM", 2009, 9, 400, ["ef 100 macro l"]);
b.one("canon", "EF", "EF 50mm f/1.8 STM", 2015, 5, 70, ["ef 50 1.8", "nifty fifty"]);
b.top("canon", "RF");

// ── Nikon NIKKOR Z / F ───────────────────────────────────────────────────────
b.one("nikon", "NIKKOR Z", "NIKKOR Z 24-70mm f/2.8 S", 2019, 2, 1100, ["z 24-70 2.8"]);
b.one("nikon", "NIKKOR Z", "NIKKOR Z 24-70mm f/4 S", 2018, 8, 350, ["z 24-70 f4"]);
b.one("nikon", "NIKKOR Z", "NIKKOR Z 14-30mm f/4 S", 2019, 1, 600, ["z 14-30"]);
b.one("nikon", "NIKKOR Z", "NIKKOR Z 70-200mm f/2.8 VR S", 2020, 1, 1400, ["z 70-200 2.8"]);
b.one("nikon", "NIKKOR Z", "NIKKOR Z 100-400mm f/4.5-5.6 VR S", 2021, 1, 1400, ["z 100-400"]);
b.one("nikon", "NIKKOR Z", "NIKKOR Z 24-200mm f/4-6.3 VR", 2020, 2, 450, ["z 24-200"]);
b.one("nikon", "NIKKOR Z", "NIKKOR Z 50mm f/1.8 S", 2018, 8, 300, ["z 50 1.8"]);
b.one("nikon", "NIKKOR Z", "NIKKOR Z 35mm f/1.8 S", 2018, 8, 400, ["z 35 1.8"]);
b.one("nikon", "NIKKOR Z", "NIKKOR Z 85mm f/1.8 S", 2019, 1, 400, ["z 85 1.8"]);
b.one("nikon", "NIKKOR Z", "NIKKOR Z 40mm f/2", 2021, 9, 150, ["z 40 f2"]);
b.one("nikon", "NIKKOR F", "AF-S NIKKOR 24-70mm f/2.8E ED VR", 2015, 8, 700, ["24-70 2.8e vr"]);
b.one("nikon", "NIKKOR F", "AF-S NIKKOR 70-200mm f/2.8E FL ED VR", 2016, 10, 900, ["70-200 2.8e fl"]);
b.top("nikon", "NIKKOR Z");

// ── Sony FE ──────────────────────────────────────────────────────────────────
b.one("sony", "FE", "FE 24-70mm F2.8 GM II", 2022, 4, 1400, ["sel2470gm2", "24-70 gm ii"]);
b.one("sony", "FE", "FE 24-70mm F2.8 GM", 2016, 2, 800, ["sel2470gm", "24-70 gm"]);
b.one("sony", "FE", "FE 70-200mm F2.8 GM OSS II", 2021, 10, 1700, ["sel70200gm2", "70-200 gm ii"]);
b.one("sony", "FE", "FE 16-35mm F2.8 GM", 2016, 5, 900, ["sel1635gm"]);
b.one("sony", "FE", "FE 24-105mm F4 G OSS", 2017, 10, 600, ["sel24105g"]);
b.one("sony", "FE", "FE 200-600mm F5.6-6.3 G OSS", 2019, 6, 1200, ["sel200600g"]);
b.one("sony", "FE", "FE 50mm F1.2 GM", 2021, 3, 1300, ["sel50f12gm"]);
b.one("sony", "FE", "FE 35mm F1.4 GM", 2021, 1, 900, ["sel35f14gm"]);
b.one("sony", "FE", "FE 135mm F1.8 GM", 2019, 2, 1000, ["sel135f18gm"]);
b.one("sony", "FE", "FE 20mm F1.8 G", 2020, 2, 500, ["sel20f18g"]);
b.one("sony", "FE", "FE 85mm F1.8", 2017, 2, 350, ["sel85f18"]);
b.one("sony", "FE", "FE 35mm F1.8", 2019, 7, 380, ["sel35f18f"]);
b.one("sony", "FE", "FE 50mm F1.8", 2016, 2, 120, ["sel50f18f"]);
b.top("sony", "FE");

// ── Fujifilm XF ──────────────────────────────────────────────────────────────
b.one("fujifilm", "XF", "XF 16-55mm F2.8 R LM WR", 2015, 1, 450, ["xf 16-55"]);
b.one("fujifilm", "XF", "XF 16-80mm F4 R OIS WR", 2019, 9, 400, ["xf 16-80"]);
b.one("fujifilm", "XF", "XF 18-55mm F2.8-4 R LM OIS", 2012, 9, 250, ["xf 18-55"]);
b.one("fujifilm", "XF", "XF 70-300mm F4-5.6 R LM OIS WR", 2021, 1, 450, ["xf 70-300"]);
b.one("fujifilm", "XF", "XF 56mm F1.2 R WR", 2022, 9, 600, ["xf 56 1.2 wr"]);
b.one("fujifilm", "XF", "XF 33mm F1.4 R LM WR", 2021, 9, 450, ["xf 33 1.4"]);
b.one("fujifilm", "XF", "XF 23mm F1.4 R LM WR", 2021, 9, 450, ["xf 23 1.4 wr"]);
b.one("fujifilm", "XF", "XF 35mm F2 R WR", 2015, 10, 170, ["xf 35 f2"]);
b.top("fujifilm", "XF");

// ── Sigma ────────────────────────────────────────────────────────────────────
b.one("sigma", "Art", "24-70mm F2.8 DG DN II Art (Sony E)", 2024, 5, 950, ["sigma 24-70 ii"]);
b.one("sigma", "Art", "24-70mm F2.8 DG DN Art (Sony E)", 2019, 10, 650, ["sigma 24-70 dg dn"]);
b.one("sigma", "Art", "24-70mm F2.8 DG DN Art (L-Mount)", 2019, 10, 650, ["sigma 24-70 dg dn l mount"]);
b.one("sigma", "Art", "35mm F1.4 DG DN Art (Sony E)", 2021, 4, 500, ["sigma 35 1.4 dg dn"]);
b.one("sigma", "Art", "85mm F1.4 DG DN Art (Sony E)", 2020, 8, 650, ["sigma 85 1.4 dg dn"]);
b.one("sigma", "Contemporary", "18-50mm F2.8 DC DN Contemporary (Sony E)", 2021, 10, 350, ["sigma 18-50"]);
b.one("sigma", "Contemporary", "30mm F1.4 DC DN Contemporary (Sony E)", 2016, 2, 180, ["sigma 30 1.4"]);
b.one("sigma", "Contemporary", "100-400mm F5-6.3 DG DN OS Contemporary (Sony E)", 2020, 5, 600, ["sigma 100-400"]);
b.one("sigma", "Sports", "150-600mm F5-6.3 DG DN OS Sports (Sony E)", 2020, 11, 900, ["sigma 150-600 dg dn"]);
b.top("sigma", "Art", "Contemporary");

// ── Tamron ───────────────────────────────────────────────────────────────────
b.one("tamron", "Di III", "28-75mm F/2.8 Di III VXD G2 (Sony E)", 2021, 10, 550, ["a063", "tamron 28-75 g2"]);
b.one("tamron", "Di III", "28-75mm F/2.8 Di III RXD (Sony E)", 2018, 5, 350, ["a036", "tamron 28-75"]);
b.one("tamron", "Di III", "17-28mm F/2.8 Di III RXD (Sony E)", 2019, 6, 450, ["a046", "tamron 17-28"]);
b.one("tamron", "Di III", "70-180mm F/2.8 Di III VXD (Sony E)", 2020, 5, 650, ["a056", "tamron 70-180"]);
b.one("tamron", "Di III", "17-70mm F/2.8 Di III-A VC RXD (Sony E)", 2021, 1, 400, ["b070", "tamron 17-70"]);
b.one("tamron", "Di III", "35-150mm F/2-2.8 Di III VXD (Sony E)", 2021, 10, 1000, ["a058", "tamron 35-150"]);
b.one("tamron", "Di III", "28-200mm F/2.8-5.6 Di III RXD (Sony E)", 2020, 6, 400, ["a071", "tamron 28-200"]);
b.one("tamron", "Di III", "150-500mm F/5-6.7 Di III VC VXD (Sony E)", 2021, 6, 800, ["a057", "tamron 150-500"]);
b.top("tamron", "Di III");

export const lensSeries: SeedSeries[] = b.series;
export const lensDevices: SeedDevice[] = b.devices;
