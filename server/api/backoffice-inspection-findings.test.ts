/**
 * The inspection's two notes, the finding texts and deleting photos (issue 29, decision 0089), on
 * both databases: the customer reads the catalog's finding text in their edition's language and the
 * inspector's addition as such, never the internal note (clarification API and mails); a photo is
 * deleted (audited, its files gone, gone for the customer) while the trade is inspected, and refused
 * once the clarification is sent.
 */
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { deviceById } from "../../core/catalog/index.server.ts";
import type { QuestionView } from "../../core/catalog/index.ts";
import { assertPhotoDeletable, deletePhoto } from "../../core/inspection/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { directoryStorage, type FileStorage } from "../../core/storage/index.server.ts";
import type { StaffActor } from "../../core/trade/index.server.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { mailsTo } from "../../tests/helpers/mails.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { placeTestTrade } from "../../tests/helpers/trades.ts";

const ERASURE = { method: "nist_purge", tool: "Blancco Mobile 8", result: "passed" };
const IMEI = "490154203237518";
const INTERNAL = "Staff only: scratches maybe from our own tray, ask Kim";
const ADDITION = "Zusätzlich fehlt die SIM-Lade.";

interface Item {
  itemId: number;
  questions: QuestionView[];
}

async function itemsOf(ctx: TestContext, tradeNumber: string): Promise<Item[]> {
  const lines = await rows<{ id: number; device_id: number }>(
    ctx.database.db,
    sql`select l.id, l.device_id from trade_lines l join trades t on t.id = l.trade_id where t.trade_number = ${tradeNumber} order by l.position`,
  );
  const items: Item[] = [];
  for (const l of lines)
    items.push({ itemId: Number(l.id), questions: (await deviceById(ctx.database.db, "de", Number(l.device_id)))!.questions! });
  return items;
}

const answersFor = (item: Item, override: Record<string, string> = {}) =>
  item.questions.map((q) => ({
    questionId: q.id,
    answerId: override[q.code] ? q.answers.find((a) => a.code === override[q.code])!.id : q.answers[0]!.id,
  }));

describeEachDatabase("inspection notes, finding texts and photo deletion", (ctx) => {
  let inspector: Record<string, string> = {};
  let actor: StaffActor;
  let uploads = "";
  let storage: FileStorage;
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));

  beforeAll(async () => {
    const email = await makeStaff(ctx(), ["inspector"]);
    inspector = bearer((await staffTokens(ctx(), email)).accessToken);
    const [staff] = await rows<{ id: string }>(ctx().database.db, sql`select id from staff_users where lower(email) = lower(${email})`);
    actor = { id: staff!.id, email, role: "inspector", clientKey: null };
    uploads = mkdtempSync(path.join(tmpdir(), "sellback-uploads-"));
    storage = directoryStorage(uploads);
    ctx().deps.storage = storage;
  }, 120_000);

  const post = (p: string, json?: unknown) =>
    ctx().request(p, { host: BACKOFFICE, headers: inspector, ...(json === undefined ? { method: "POST" } : { json }) });

  async function receivedTrade() {
    const placed = await placeTestTrade(ctx());
    expect((await post(`/api/backoffice/trades/${placed.tradeNumber}/receive`, { devicesFound: 1 })).status).toBe(200);
    return { ...placed, item: (await itemsOf(ctx(), placed.tradeNumber))[0]! };
  }

  async function uploadPhoto(tradeNumber: string, itemId: number): Promise<number> {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 10, g: 120, b: 60 } } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("photo", new File([new Uint8Array(jpeg)], "p.jpg", { type: "image/jpeg" }));
    const res = await ctx().request(`/api/backoffice/trades/${tradeNumber}/items/${itemId}/photos`, {
      host: BACKOFFICE,
      method: "POST",
      headers: inspector,
      body: form,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { photoId: number }).photoId;
  }

  const inspectCracked = (tradeNumber: string, item: Item) =>
    post(`/api/backoffice/trades/${tradeNumber}/items/${item.itemId}/inspection`, {
      answers: answersFor(item, { display: "display_deep_scratches" }),
      imei: IMEI,
      notes: ADDITION,
      internalNote: INTERNAL,
      erasure: ERASURE,
    });

  it("the customer reads the finding text in the edition's language and the addition; the internal note stays with staff (API, mails)", async () => {
    const { tradeNumber, email, item } = await receivedTrade();
    const res = await inspectCracked(tradeNumber, item);
    expect(res.status).toBe(200);
    const view = (await res.json()) as { internalNote: string; notes: string; differences: { questionCode: string; finding: string }[] };
    expect(view.internalNote).toBe(INTERNAL);
    expect(view.notes).toBe(ADDITION);
    expect(view.differences).toEqual([expect.objectContaining({ questionCode: "display", finding: "Das Display hat tiefe Kratzer." })]);

    const done = await post(`/api/backoffice/trades/${tradeNumber}/inspection/complete`);
    expect(done.status).toBe(200);
    const { clarificationId } = (await done.json()) as { clarificationId: string };
    const [stored] = await rows<{ findings: unknown }>(
      ctx().database.db,
      sql`select findings from clarification_items where clarification_id = ${clarificationId}`,
    );
    expect(JSON.stringify(stored!.findings)).not.toContain(INTERNAL);

    const body = await (await ctx().request(`/api/clarifications/${clarificationId}/${tradeNumber}`, { host: "de.localhost" })).text();
    expect(body).toContain("Das Display hat tiefe Kratzer.");
    expect(body).toContain(ADDITION);
    expect(body).not.toContain(INTERNAL);
    expect(body).not.toContain("internalNote");
    await expect.poll(() => mailsTo(ctx(), email).length).toBeGreaterThan(1);
    for (const mail of mailsTo(ctx(), email)) expect(mail).not.toContain("ask Kim");
  });

  it("a photo is deleted while the trade is inspected: row, files and the customer's link gone, audited; after the clarification 409 and kept", async () => {
    const { tradeNumber, trackingToken, item } = await receivedTrade();
    const first = await uploadPhoto(tradeNumber, item.itemId);
    const second = await uploadPhoto(tradeNumber, item.itemId);
    const before = files(uploads).length;
    await expect(
      deletePhoto({ db: ctx().database.db, storage, tradeNumber, photoId: 999_999_999, staff: actor, now: new Date() }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await deletePhoto({ db: ctx().database.db, storage, tradeNumber, photoId: first, staff: actor, now: new Date() })).toEqual({
      photoId: first,
      itemId: item.itemId,
    });
    expect(files(uploads).length).toBe(before - 2);
    const left = await rows<{ id: number }>(
      ctx().database.db,
      sql`select p.id from trade_photos p join trades t on t.id = p.trade_id where t.trade_number = ${tradeNumber}`,
    );
    expect(left.map((r) => Number(r.id))).toEqual([second]);
    const audit = await rows<{ action: string; before: { photoId: number } | null; staff_email: string }>(
      ctx().database.db,
      sql`select action, before, staff_email from audit_log where target = ${`trade:${tradeNumber}:item:${item.itemId}`} and action = 'trade.photo_delete'`,
    );
    expect(audit).toEqual([expect.objectContaining({ action: "trade.photo_delete", staff_email: actor.email })]);
    expect(Number(audit[0]!.before!.photoId)).toBe(first);
    const byLink = (id: number) =>
      ctx().request(`/api/trade/trades/${tradeNumber}/photos/${id}?size=thumb&token=${trackingToken}`, { host: "de.localhost" });
    expect((await byLink(first)).status).toBe(404);
    expect((await byLink(second)).status).toBe(200);

    // The clarification is sent: the photo is part of what the customer was shown.
    expect((await inspectCracked(tradeNumber, item)).status).toBe(200);
    expect((await post(`/api/backoffice/trades/${tradeNumber}/inspection/complete`)).status).toBe(200);
    await expect(assertPhotoDeletable(ctx().database.db, tradeNumber, second)).rejects.toMatchObject({ status: 409, code: "photo_locked" });
    await expect(
      deletePhoto({ db: ctx().database.db, storage, tradeNumber, photoId: second, staff: actor, now: new Date() }),
    ).rejects.toMatchObject({ status: 409 });
    expect((await byLink(second)).status).toBe(200);
    expect(files(uploads).length).toBe(before - 2);
  });
});
