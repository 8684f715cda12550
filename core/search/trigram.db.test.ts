/**
 * The search computes its candidates' similarity in plain code (decision 0063): for every device
 * of the seed catalog and typical typed words, it equals `similarity()` of the model family as the
 * statement computed it before, on PGlite and on PostgreSQL.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { FAMILY_PATTERN, modelFamily } from "../catalog/index.ts";
import { rows } from "../shared/index.server.ts";
import { normalizeSearchText, tokens } from "./query.ts";
import { trigramSimilarity } from "./trigram.ts";

const TYPED = [
  "iphone",
  "iphone 15 pro",
  "galaxy s2",
  "macbook air m",
  "sony a7 i",
  "ipad",
  "pixel 8",
  "x",
  "thinkpad x1 carbon",
  "switch oled",
  "canon rf 24 70",
  "zzz",
];

describeEachDatabase("trigram similarity in plain code", (ctx) => {
  it("equals pg_trgm's for every seed device's model family and typical words", async () => {
    const db = ctx().database.db;
    let compared = 0;
    let positive = 0;
    for (const text of TYPED) {
      const phrase = tokens(normalizeSearchText(text)).join(" ");
      const list = await rows<{ model: string; family: string; similarity: number }>(
        db,
        sql`select model, regexp_replace(model, ${FAMILY_PATTERN}, '') as family,
          similarity(lower(regexp_replace(model, ${FAMILY_PATTERN}, '')), ${phrase}) as similarity from devices`,
      );
      expect(list.length).toBeGreaterThan(50);
      for (const r of list) {
        expect(modelFamily(r.model), r.model).toBe(r.family);
        // PostgreSQL gives single precision
        expect(Math.abs(trigramSimilarity(r.family, phrase) - Number(r.similarity)), `${r.model} ~ ${phrase}`).toBeLessThan(1e-6);
        compared++;
        if (Number(r.similarity) > 0) positive++;
      }
    }
    expect(positive).toBeGreaterThan(100);
    expect(compared).toBeGreaterThan(TYPED.length * 50);
  });

  it("equals pg_trgm's for letters beyond ASCII, digits, punctuation and case", async () => {
    const db = ctx().database.db;
    const pairs: [string, string][] = [
      ["Xperia 1 Ⅵ", "xperia 1"],
      ["Café-Phone Élan", "cafe phone elan"],
      ["Galaxy Z Fold5 – 5G", "galaxy z fold"],
      ["ÜBER-Gerät 2000", "über gerät"],
      ["a", "a"],
      ["OnePlus 12R", "oneplus 12"],
    ];
    for (const [a, b] of pairs) {
      const [r] = await rows<{ s: number }>(db, sql`select similarity(${a}, ${b}) as s`);
      expect(Math.abs(trigramSimilarity(a, b) - Number(r!.s)), `${a} ~ ${b}`).toBeLessThan(1e-6);
    }
  });
});
