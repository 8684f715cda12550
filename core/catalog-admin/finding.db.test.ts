/**
 * Finding texts (answer_texts.finding, issue 29, decision 0089) on both databases: the seeded
 * catalog has one for every answer in every edition, and the catalog editor reads and writes them.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { rows } from "../shared/index.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { makeStaff } from "../../tests/helpers/staff.ts";
import { getEditorQuestion, updateEditorQuestion } from "./index.server.ts";
import { questionUpdateSchema } from "./index.ts";

describeEachDatabase("finding texts in the catalog", (ctx) => {
  it("every seeded answer has a finding text in every edition (Austria reads the German one)", async () => {
    const missing = await rows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from answer_texts where finding is null or btrim(finding) = ''`,
    );
    expect(missing[0]!.n).toBe(0);
    const [at] = await rows<{ finding: string }>(
      ctx().database.db,
      sql`select t.finding from answer_texts t join answers a on a.id = t.answer_id join questions q on q.id = a.question_id
          where q.category_id = 'smartphones' and a.code = 'display_deep_scratches' and t.edition = 'at'`,
    );
    expect(at!.finding).toBe("Das Display hat tiefe Kratzer.");
  });

  it("the catalog editor reads an answer's finding and writes a new one (blank clears it)", async () => {
    const [q] = await rows<{ id: number }>(
      ctx().database.db,
      sql`select id from questions where category_id = 'tablets' and code = 'display'`,
    );
    const question = (await getEditorQuestion(ctx().database.db, Number(q!.id)))!;
    const answer = question.answers.find((a) => a.code === "display_cracked")!;
    expect(answer.texts.de!.finding).toBe("Das Display ist gesprungen oder fehlerhaft.");
    const email = await makeStaff(ctx(), ["catalog"]);
    const [staff] = await rows<{ id: string }>(ctx().database.db, sql`select id from staff_users where lower(email) = lower(${email})`);
    const actor = { staffId: staff!.id, staffEmail: email, clientKey: null, now: new Date() };
    const write = (finding: string | null) =>
      updateEditorQuestion(
        ctx().database.db,
        question.id,
        questionUpdateSchema.parse({ answers: [{ id: answer.id, texts: { de: { finding } } }] }),
        actor,
      );
    const after = await write("Das Glas des Displays ist gesprungen.");
    expect(after.answers.find((a) => a.id === answer.id)!.texts.de!.finding).toBe("Das Glas des Displays ist gesprungen.");
    expect(after.answers.find((a) => a.id === answer.id)!.texts.de!.text).toBe("Gesprungen oder fehlerhaft");
    const cleared = await write("");
    expect(cleared.answers.find((a) => a.id === answer.id)!.texts.de!.finding).toBeNull();
  });
});
