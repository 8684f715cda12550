/**
 * Receiving and inspecting trades in the back office (issue 12, decision 0025): who may act,
 * the state changes with their events, audit rows and mails, and wrong states changing nothing.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rows } from "../../core/shared/index.server.ts";
import { STAFF_ROLES, type StaffRole } from "../../core/staff/index.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { accessTokenFor, registerActivated } from "../../tests/helpers/accounts.ts";
import { mailsTo } from "../../tests/helpers/mails.ts";
import { placeTestTrade, smartphoneOffer } from "../../tests/helpers/trades.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { directoryStorage } from "../../core/storage/index.server.ts";
import { deviceById } from "../../core/catalog/index.server.ts";
import type { QuestionView } from "../../core/catalog/index.ts";
import { crc32, deflateSync } from "node:zlib";
import {
  photoDecodes,
  photoWorkers,
  type PhotoDecode,
  PHOTO_STAGE_DECODED,
  PHOTO_STAGE_DECODING,
  photoRenditions,
} from "../../core/inspection/index.server.ts";

interface Item {
  itemId: number;
  questions: QuestionView[];
}

/** The trade's devices (trade lines) with their condition questions, from the seeded catalog. */
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

/** The best answer everywhere (what the test customers answered), with `override` per question code. */
function answersFor(item: Item, override: Record<string, (q: QuestionView) => number> = {}) {
  return item.questions.map((q) => ({ questionId: q.id, answerId: override[q.code] ? override[q.code]!(q) : q.answers[0]!.id }));
}
const answerCoded = (code: string) => (q: QuestionView) => q.answers.find((a) => a.code === code)!.id;
const noOfferAnswer = (q: QuestionView) => q.answers.find((a) => a.effect.kind === "noOffer")!.id;

const ERASURE = { method: "nist_purge", tool: "Blancco Mobile 8", result: "passed" };
const IMEI = "490154203237518";

const stateOf = async (ctx: TestContext, tradeNumber: string) =>
  (await rows<{ state: string }>(ctx.database.db, sql`select state from trades where trade_number = ${tradeNumber}`))[0]?.state;

describeEachDatabase("back-office receive and inspection API", (ctx) => {
  const tokens = new Map<StaffRole, string>();
  let customerToken = "";

  beforeAll(async () => {
    for (const role of STAFF_ROLES) tokens.set(role, (await staffTokens(ctx(), await makeStaff(ctx(), [role]))).accessToken);
    customerToken = await accessTokenFor(ctx(), await registerActivated(ctx(), { emailPrefix: "inspect-customer" }));
  }, 120_000);

  const receive = (tradeNumber: string, headers: Record<string, string>, json: unknown = { devicesFound: 1 }) =>
    ctx().request(`/api/backoffice/trades/${tradeNumber}/receive`, { host: BACKOFFICE, headers, json });

  describe("receive", () => {
    it("only inspector and admin receive; payout, catalog, support get 403, a customer or a guest 401; nothing changes", async () => {
      const { tradeNumber } = await placeTestTrade(ctx());
      for (const role of ["payout", "catalog", "support"] as const) {
        const res = await receive(tradeNumber, bearer(tokens.get(role)!));
        expect(res.status, role).toBe(403);
        expect(res.headers.get("content-type")).toContain("application/problem+json");
      }
      expect((await receive(tradeNumber, bearer(customerToken))).status).toBe(401);
      expect((await receive(tradeNumber, {})).status).toBe(401);
      expect(await stateOf(ctx(), tradeNumber)).toBe("created");
      const admin = await receive(tradeNumber, bearer(tokens.get("admin")!));
      expect(admin.status).toBe(200);
      expect(await admin.json()).toMatchObject({ tradeNumber, state: "received", devicesFound: 1 });
    });

    it("the inspector receives: event by the inspector role with reason parcelReceived, audit row, customer mail with the tracking link", async () => {
      const { tradeNumber, email, trackingToken } = await placeTestTrade(ctx());
      const res = await receive(tradeNumber, bearer(tokens.get("inspector")!), { devicesFound: 2 });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ state: "received", devicesFound: 2 });
      const detail = (await (
        await ctx().request(`/api/backoffice/trades/${tradeNumber}`, { host: BACKOFFICE, headers: bearer(tokens.get("support")!) })
      ).json()) as {
        state: string;
      };
      expect(detail.state).toBe("received");
      const [event] = await rows<{ actor: string; actor_role: string; reason: string }>(
        ctx().database.db,
        sql`select e.actor, e.actor_role, e.reason from trade_events e join trades t on t.id = e.trade_id where t.trade_number = ${tradeNumber} and e.state = 'received'`,
      );
      expect(event).toEqual({ actor: "staff", actor_role: "inspector", reason: "parcelReceived" });
      const audit = await rows<{ action: string; before: unknown; after: unknown }>(
        ctx().database.db,
        sql`select action, before, after from audit_log where target = ${`trade:${tradeNumber}`}`,
      );
      expect(audit).toEqual([{ action: "trade.receive", before: { state: "created" }, after: { state: "received", devicesFound: 2 } }]);
      await expect.poll(() => mailsTo(ctx(), email).find((m) => m.includes("angekommen"))).toBeTruthy();
      const mail = mailsTo(ctx(), email).find((m) => m.includes("angekommen"))!;
      expect(mail).toContain(`token=${trackingToken}`);
    });

    it("a wrong state is a clear 409 and changes nothing; a bad count a 422; an unknown number a 404", async () => {
      const { tradeNumber } = await placeTestTrade(ctx());
      const inspector = bearer(tokens.get("inspector")!);
      expect((await receive(tradeNumber, inspector)).status).toBe(200);
      const again = await receive(tradeNumber, { ...inspector, "accept-language": "de" });
      expect(again.status).toBe(409);
      const problem = (await again.json()) as { type: string; detail: string };
      expect(problem.type).toContain("trade_state_conflict");
      expect(problem.detail).toContain(tradeNumber);
      const events = await rows<{ n: number }>(
        ctx().database.db,
        sql`select count(*)::int as n from trade_events e join trades t on t.id = e.trade_id where t.trade_number = ${tradeNumber} and e.state = 'received'`,
      );
      expect(events[0]!.n).toBe(1);
      const bad = await receive(tradeNumber, inspector, { devicesFound: -1 });
      expect(bad.status).toBe(422);
      expect((await receive("SB-9999999", inspector)).status).toBe(404);
    });
  });

  describe("inspection", () => {
    const inspectPath = (n: string, itemId: number) => `/api/backoffice/trades/${n}/items/${itemId}/inspection`;
    /** Inspects an item of trade n as described (IMEI and erasure given). */
    const inspectAsDescribed = (n: string, item: Item, headers: Record<string, string>) =>
      post(inspectPath(n, item.itemId), headers, { answers: answersFor(item), imei: IMEI, erasure: ERASURE });
    const completePath = (n: string) => `/api/backoffice/trades/${n}/inspection/complete`;
    const post = (path: string, headers: Record<string, string>, json?: unknown) =>
      ctx().request(path, { host: BACKOFFICE, headers, ...(json === undefined ? { method: "POST" } : { json }) });

    async function receivedTrade(devices = 1) {
      const offers: string[] = [];
      for (let i = 0; i < devices; i++) offers.push((await smartphoneOffer(ctx())).offerId);
      const placed = await placeTestTrade(ctx(), { offerIds: offers });
      expect((await receive(placed.tradeNumber, bearer(tokens.get("inspector")!), { devicesFound: devices })).status).toBe(200);
      return { ...placed, items: await itemsOf(ctx(), placed.tradeNumber) };
    }

    it("only inspector and admin inspect and complete; support, payout, catalog 403; customer and guest 401", async () => {
      const { tradeNumber, items } = await receivedTrade();
      const body = { answers: answersFor(items[0]!), imei: IMEI, erasure: ERASURE };
      for (const role of ["support", "payout", "catalog"] as const) {
        expect((await post(inspectPath(tradeNumber, items[0]!.itemId), bearer(tokens.get(role)!), body)).status, role).toBe(403);
        expect((await post(completePath(tradeNumber), bearer(tokens.get(role)!))).status, role).toBe(403);
      }
      expect((await post(inspectPath(tradeNumber, items[0]!.itemId), bearer(customerToken), body)).status).toBe(401);
      expect((await post(inspectPath(tradeNumber, items[0]!.itemId), {}, body)).status).toBe(401);
      expect((await post(completePath(tradeNumber), {})).status).toBe(401);
      expect(
        (
          await rows(
            ctx().database.db,
            sql`select 1 from trade_inspections i join trades t on t.id = i.trade_id where t.trade_number = ${tradeNumber}`,
          )
        ).length,
      ).toBe(0);
      expect((await post(inspectPath(tradeNumber, items[0]!.itemId), bearer(tokens.get("admin")!), body)).status).toBe(200);
    });

    it("as described: the locked price, certificate for owner, link holder and staff (another customer 404); complete → payout_pending with mail", async () => {
      const { tradeNumber, items, trackingToken } = await receivedTrade();
      const inspector = bearer(tokens.get("inspector")!);
      const incomplete = await post(completePath(tradeNumber), inspector);
      expect(incomplete.status).toBe(409);
      expect(((await incomplete.json()) as { detail: string }).detail).toContain("1");
      const res = await post(inspectPath(tradeNumber, items[0]!.itemId), inspector, {
        answers: answersFor(items[0]!),
        imei: "49-015420-323751-8",
        notes: "Like new",
        erasure: ERASURE,
      });
      expect(res.status).toBe(200);
      const view = (await res.json()) as {
        outcome: string;
        priceCents: number;
        oldPriceCents: number;
        newOfferId: string | null;
        certificateNumber: string;
        imei: string;
      };
      expect(view).toMatchObject({ outcome: "as_described", newOfferId: null, imei: IMEI });
      expect(view.priceCents).toBe(view.oldPriceCents);

      const certificate = `/api/trade/trades/${tradeNumber}/items/${items[0]!.itemId}/certificate`;
      const byLink = await ctx().request(`${certificate}?token=${trackingToken}`, { host: "de.localhost" });
      expect(byLink.status).toBe(200);
      expect(byLink.headers.get("content-type")).toBe("application/pdf");
      expect(byLink.headers.get("cache-control")).toBe("private, no-store");
      expect(
        Buffer.from(await byLink.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
      expect((await ctx().request(certificate, { host: "de.localhost", headers: bearer(customerToken) })).status).toBe(404);
      expect((await ctx().request(`${certificate}?token=wrong`, { host: "de.localhost" })).status).toBe(404);
      expect(
        (
          await ctx().request(`/api/backoffice/trades/${tradeNumber}/items/${items[0]!.itemId}/certificate`, {
            host: BACKOFFICE,
            headers: bearer(tokens.get("support")!),
          })
        ).status,
      ).toBe(200);

      const done = await post(completePath(tradeNumber), inspector);
      expect(done.status).toBe(200);
      expect(await done.json()).toEqual({ state: "payout_pending" });
      expect(await stateOf(ctx(), tradeNumber)).toBe("payout_pending");
      const events = await rows<{ state: string; actor_role: string; reason: string }>(
        ctx().database.db,
        sql`select e.state, e.actor_role, e.reason from trade_events e join trades t on t.id = e.trade_id where t.trade_number = ${tradeNumber} order by e.id`,
      );
      expect(events.slice(-2)).toEqual([
        { state: "inspected", actor_role: "inspector", reason: "inspected" },
        { state: "payout_pending", actor_role: "inspector", reason: "asDescribed" },
      ]);
      const trade = (await (
        await ctx().request(`/api/trade/trades/${tradeNumber}?token=${trackingToken}`, { host: "de.localhost" })
      ).json()) as { customer: { email: string } };
      await expect.poll(() => mailsTo(ctx(), trade.customer.email).some((m) => m.includes("alles wie beschrieben"))).toBe(true);
      // Done: nothing more to inspect.
      expect((await inspectAsDescribed(tradeNumber, items[0]!, inspector)).status).toBe(409);
    });

    it("a cracked screen is worse: a new offer at the lower price; an activation lock has no offer; complete opens the clarification", async () => {
      const { tradeNumber, items } = await receivedTrade(2);
      const inspector = bearer(tokens.get("inspector")!);
      const cracked = await post(inspectPath(tradeNumber, items[0]!.itemId), inspector, {
        answers: answersFor(items[0]!, { display: answerCoded("display_cracked") }),
        serial: "f2lx 1234 abcd",
        erasure: ERASURE,
      });
      expect(cracked.status).toBe(200);
      const worse = (await cracked.json()) as {
        outcome: string;
        priceCents: number;
        oldPriceCents: number;
        newOfferId: string;
        serial: string;
        differences: { questionCode: string }[];
      };
      expect(worse.outcome).toBe("worse");
      expect(worse.priceCents).toBeLessThan(worse.oldPriceCents);
      expect(worse.serial).toBe("F2LX1234ABCD");
      expect(worse.differences.map((d) => d.questionCode)).toEqual(["display"]);
      const [offer] = await rows<{ price_cents: number }>(
        ctx().database.db,
        sql`select price_cents from offers where id = ${worse.newOfferId}`,
      );
      expect(Number(offer!.price_cents)).toBe(worse.priceCents);

      // The queue finds the trade by the inspected device's serial (also typed with spaces and in lower case).
      const search = await ctx().request(`/api/backoffice/trades?q=${encodeURIComponent("f2lx1234 abcd")}`, {
        host: BACKOFFICE,
        headers: bearer(tokens.get("support")!),
      });
      expect(JSON.stringify(await search.json())).toContain(tradeNumber);
      const locked = await post(inspectPath(tradeNumber, items[1]!.itemId), inspector, {
        answers: answersFor(items[1]!, { lock: noOfferAnswer }),
        imei: IMEI,
        erasure: ERASURE,
      });
      expect(await locked.json()).toMatchObject({ outcome: "no_offer", priceCents: 0, newOfferId: null });

      const done = await post(completePath(tradeNumber), inspector);
      expect(done.status).toBe(200);
      const result = (await done.json()) as { state: string; clarificationId: string };
      expect(result.state).toBe("clarification");
      expect(result.clarificationId).toMatch(/^[\w-]{40,}$/);
      expect(await stateOf(ctx(), tradeNumber)).toBe("clarification");
      const clarified = await rows<{ new_offer_id: string | null; answer: string | null }>(
        ctx().database.db,
        sql`select new_offer_id, answer from clarification_items where clarification_id = ${result.clarificationId} order by trade_line_id`,
      );
      expect(clarified).toEqual([
        { new_offer_id: worse.newOfferId, answer: null },
        { new_offer_id: null, answer: "return" },
      ]);
      const audit = await rows<{ action: string }>(
        ctx().database.db,
        sql`select action from audit_log where target like ${`trade:${tradeNumber}%`} order by id`,
      );
      expect(audit.map((a) => a.action)).toEqual(["trade.receive", "trade.inspect", "trade.inspect", "trade.inspection_complete"]);
    });

    it("a wrong IMEI, a missing identifier or erasure, and a trade not received are refused with clear messages", async () => {
      const inspector = { ...bearer(tokens.get("inspector")!), "accept-language": "de" };
      const { tradeNumber, items } = await receivedTrade();
      const badImei = await post(inspectPath(tradeNumber, items[0]!.itemId), inspector, {
        answers: answersFor(items[0]!),
        imei: "490154203237519",
        erasure: ERASURE,
      });
      expect(badImei.status).toBe(422);
      expect(JSON.stringify(await badImei.json())).toContain("IMEI");
      expect(
        (await post(inspectPath(tradeNumber, items[0]!.itemId), inspector, { answers: answersFor(items[0]!), erasure: ERASURE })).status,
      ).toBe(422);
      expect(
        (await post(inspectPath(tradeNumber, items[0]!.itemId), inspector, { answers: answersFor(items[0]!), imei: IMEI })).status,
      ).toBe(422);
      expect(
        (await post(inspectPath(tradeNumber, 999999999), inspector, { answers: answersFor(items[0]!), imei: IMEI, erasure: ERASURE }))
          .status,
      ).toBe(404);
      const created = await placeTestTrade(ctx());
      const createdItems = await itemsOf(ctx(), created.tradeNumber);
      const early = await inspectAsDescribed(created.tradeNumber, createdItems[0]!, inspector);
      expect(early.status).toBe(409);
      expect(((await early.json()) as { detail: string }).detail).toContain(created.tradeNumber);
      // Another trade's item under this trade's number is unknown here.
      expect((await inspectAsDescribed(tradeNumber, createdItems[0]!, inspector)).status).toBe(404);
    });
  });

  describe("photos", () => {
    let uploads = "";
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
      );
    const upload = (
      tradeNumber: string,
      itemId: number,
      headers: Record<string, string>,
      bytes: Uint8Array,
      type: string,
      name = "photo.jpg",
    ) => {
      const form = new FormData();
      form.append("photo", new File([new Uint8Array(bytes)], name, { type }));
      return ctx().request(`/api/backoffice/trades/${tradeNumber}/items/${itemId}/photos`, {
        host: BACKOFFICE,
        method: "POST",
        headers,
        body: form,
      });
    };
    const photoCount = async (tradeNumber: string) =>
      (
        await rows<{ n: number }>(
          ctx().database.db,
          sql`select count(*)::int as n from trade_photos p join trades t on t.id = p.trade_id where t.trade_number = ${tradeNumber}`,
        )
      )[0]!.n;

    beforeAll(() => {
      uploads = mkdtempSync(path.join(tmpdir(), "sellback-uploads-"));
      ctx().deps.storage = directoryStorage(uploads);
    });

    async function gpsJpeg(): Promise<Buffer> {
      return sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 200, g: 30, b: 30 } } })
        .jpeg()
        .withExif({
          IFD0: { Make: "TestCam", Model: "Inspector 1" },
          IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 31/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "13/1 24/1 0/1" },
        })
        .toBuffer();
    }

    it("a JPEG with GPS EXIF is stored as WebP web size and thumbnail without metadata; staff, owner's link holder read it (private, no-store), another customer 404", async () => {
      const { tradeNumber, trackingToken } = await placeTestTrade(ctx());
      const [item] = await itemsOf(ctx(), tradeNumber);
      const original = await gpsJpeg();
      const meta = await sharp(original).metadata();
      expect(meta.exif).toBeDefined();
      expect(original.includes(Buffer.from("Inspector 1"))).toBe(true);
      expect((await upload(tradeNumber, item!.itemId, bearer(tokens.get("support")!), original, "image/jpeg")).status).toBe(403);
      const res = await upload(tradeNumber, item!.itemId, bearer(tokens.get("inspector")!), original, "image/jpeg");
      expect(res.status).toBe(201);
      const { photoId, width, height } = (await res.json()) as { photoId: number; width: number; height: number };
      expect([width, height]).toEqual([1600, 1200]);

      const staffRead = await ctx().request(`/api/backoffice/trades/${tradeNumber}/photos/${photoId}`, {
        host: BACKOFFICE,
        headers: bearer(tokens.get("support")!),
      });
      expect(staffRead.status).toBe(200);
      expect(staffRead.headers.get("cache-control")).toBe("private, no-store");
      const web = Buffer.from(await staffRead.arrayBuffer());
      const webMeta = await sharp(web).metadata();
      expect(webMeta.format).toBe("webp");
      expect(webMeta.exif).toBeUndefined();
      expect(web.includes(Buffer.from("Inspector 1"))).toBe(false);

      const byLink = await ctx().request(`/api/trade/trades/${tradeNumber}/photos/${photoId}?size=thumb&token=${trackingToken}`, {
        host: "de.localhost",
      });
      expect(byLink.status).toBe(200);
      expect(byLink.headers.get("cache-control")).toBe("private, no-store");
      const thumb = await sharp(Buffer.from(await byLink.arrayBuffer())).metadata();
      expect(Math.max(thumb.width!, thumb.height!)).toBe(320);
      expect(
        (
          await ctx().request(`/api/trade/trades/${tradeNumber}/photos/${photoId}`, {
            host: "de.localhost",
            headers: bearer(customerToken),
          })
        ).status,
      ).toBe(404);
      expect((await ctx().request(`/api/trade/trades/${tradeNumber}/photos/${photoId}`, { host: "de.localhost" })).status).toBe(404);
    });

    it("a real HEIC (HEVC, as an iPhone writes it) with GPS EXIF is stored as WebP web size and thumbnail without metadata, readable by staff; declared as JPEG it is refused", async () => {
      // fixtures/iphone-gps.heic: 64×48 colour gradient, heif-enc (libheif, x265) from a JPEG with Make Apple, Model iPhone 15 and GPS EXIF
      const original = readFileSync(path.join(import.meta.dirname, "fixtures", "iphone-gps.heic"));
      const meta = await sharp(original).metadata();
      expect([meta.format, meta.compression]).toEqual(["heif", "hevc"]);
      expect(meta.exif).toBeDefined();
      expect(original.includes(Buffer.from("iPhone 15"))).toBe(true);
      const { tradeNumber } = await placeTestTrade(ctx());
      const [item] = await itemsOf(ctx(), tradeNumber);
      const inspector = { ...bearer(tokens.get("inspector")!), "accept-language": "de" };

      const lying = await upload(tradeNumber, item!.itemId, inspector, original, "image/jpeg", "photo.jpg");
      expect(lying.status).toBe(415);
      expect(((await lying.json()) as { detail: string }).detail).toContain("image/jpeg");
      expect(await photoCount(tradeNumber)).toBe(0);

      const res = await upload(tradeNumber, item!.itemId, inspector, original, "image/heic", "IMG_0001.HEIC");
      expect(res.status).toBe(201);
      const { photoId, width, height } = (await res.json()) as { photoId: number; width: number; height: number };
      expect([width, height]).toEqual([64, 48]);
      for (const size of ["web", "thumb"]) {
        const read = await ctx().request(`/api/backoffice/trades/${tradeNumber}/photos/${photoId}?size=${size}`, {
          host: BACKOFFICE,
          headers: bearer(tokens.get("support")!),
        });
        expect(read.status).toBe(200);
        const stored = Buffer.from(await read.arrayBuffer());
        const storedMeta = await sharp(stored).metadata();
        expect([storedMeta.format, storedMeta.width, storedMeta.height]).toEqual(["webp", 64, 48]);
        expect(storedMeta.exif).toBeUndefined();
        expect(stored.includes(Buffer.from("iPhone 15"))).toBe(false);
        // the pixels are the photo's: the gradient runs from dark blue (top left) to light (bottom right)
        const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
        const last = (64 * 48 - 1) * 3;
        expect(data[0]! + data[1]!).toBeLessThan(60);
        expect(data[last]! + data[last + 1]!).toBeGreaterThan(350);
      }
      expect(await photoCount(tradeNumber)).toBe(1);
    });

    /** A signal the test gives or waits for (no sleeping). */
    function signal() {
      let give!: () => void;
      const given = new Promise<void>((resolve) => (give = resolve));
      return { give, given };
    }

    /**
     * A decode that tells when it starts and then waits for the test's word before it decodes (in
     * this thread: these tests are about the bound around decodes, not where they run).
     */
    function heldDecodes() {
      const holds: Array<{ started: ReturnType<typeof signal>; release: ReturnType<typeof signal> }> = [];
      const next = () => {
        const hold = { started: signal(), release: signal() };
        holds.push(hold);
        return hold;
      };
      let pending = next();
      const decode: PhotoDecode = async (job) => {
        const hold = pending;
        pending = next();
        hold.started.give();
        await hold.release.given;
        return photoRenditions(job);
      };
      return { decode, hold: (i: number) => holds[i] ?? (next(), holds[i]!) };
    }

    /**
     * A PNG's signature and header (IHDR: width×height, 16-bit RGB) and a few bytes of pixels: all
     * that a header check reads; decoding it would fail (415), so a 413 shows that the header decided.
     */
    function pngHeader(width: number, height: number): Buffer {
      const chunk = (type: string, data: Buffer) => {
        const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
        const out = Buffer.alloc(12 + data.length);
        out.writeUInt32BE(data.length, 0);
        body.copy(out, 4);
        out.writeUInt32BE(crc32(body), 8 + data.length);
        return out;
      };
      const ihdr = Buffer.alloc(13);
      ihdr.writeUInt32BE(width, 0);
      ihdr.writeUInt32BE(height, 4);
      ihdr.set([16, 2, 0, 0, 0], 8);
      return Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk("IHDR", ihdr),
        chunk("IDAT", deflateSync(Buffer.alloc(4096))),
        chunk("IEND", Buffer.alloc(0)),
      ]);
    }

    const smallJpeg = () =>
      sharp({ create: { width: 640, height: 480, channels: 3, background: "#3366aa" } })
        .jpeg()
        .toBuffer();

    it("the issue's 7000×7000 16-bit PNG (49 MP) and anything above 25 MP are refused with a 413 from the header, even while every decode is taken; nothing is stored", async () => {
      const { tradeNumber } = await placeTestTrade(ctx());
      const [item] = await itemsOf(ctx(), tradeNumber);
      const inspector = { ...bearer(tokens.get("inspector")!), "accept-language": "de" };
      const held = heldDecodes();
      ctx().deps.photoDecodes = photoDecodes({ threads: 1, waiting: 0, decode: held.decode });
      try {
        const occupying = upload(tradeNumber, item!.itemId, inspector, await smallJpeg(), "image/jpeg");
        await held.hold(0).started.given;
        for (const [width, height] of [
          [7000, 7000],
          [5001, 5000],
          [25_000_001, 1],
        ] as const) {
          const res = await upload(tradeNumber, item!.itemId, inspector, pngHeader(width, height), "image/png", "big.png");
          expect(res.status, `${width}×${height}`).toBe(413);
          expect(((await res.json()) as { detail: string }).detail).toBe(
            "Das Foto hat mehr als 25 Megapixel. Die übliche Größe eines Handys passt; bitte nicht den Modus mit voller Auflösung verwenden.",
          );
        }
        held.hold(0).release.give();
        expect((await occupying).status).toBe(201);
        expect(await photoCount(tradeNumber)).toBe(1);
      } finally {
        for (let i = 0; i < 2; i++) held.hold(i).release.give();
        ctx().deps.photoDecodes = undefined;
      }
    });

    it("an iPhone's default 24 MP photo (5712×4284) is accepted", async () => {
      const { tradeNumber } = await placeTestTrade(ctx());
      const [item] = await itemsOf(ctx(), tradeNumber);
      const photo = await sharp({ create: { width: 5712, height: 4284, channels: 3, background: "#77aa33" } })
        .jpeg({ quality: 85 })
        .toBuffer();
      const res = await upload(tradeNumber, item!.itemId, bearer(tokens.get("inspector")!), photo, "image/jpeg");
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ width: 1600, height: 1200 });
    });

    it("beyond the decodes at once and the line, an upload is refused at once with a localized 503 and Retry-After, storing nothing; those in line are decoded in turn", async () => {
      const { tradeNumber } = await placeTestTrade(ctx());
      const [item] = await itemsOf(ctx(), tradeNumber);
      const inspector = { ...bearer(tokens.get("inspector")!), "accept-language": "de" };
      const held = heldDecodes();
      const decodes = photoDecodes({ threads: 1, waiting: 1, decode: held.decode });
      ctx().deps.photoDecodes = decodes;
      try {
        const first = upload(tradeNumber, item!.itemId, inspector, await smallJpeg(), "image/jpeg");
        await held.hold(0).started.given;
        const second = upload(tradeNumber, item!.itemId, inspector, await smallJpeg(), "image/jpeg");
        await expect.poll(() => decodes.waiting).toBe(1);

        const refused = await upload(tradeNumber, item!.itemId, inspector, await smallJpeg(), "image/jpeg");
        expect(refused.status).toBe(503);
        expect(refused.headers.get("retry-after")).toBe("5");
        expect(refused.headers.get("content-type")).toContain("application/problem+json");
        const problem = (await refused.json()) as {
          type: string;
          title: string;
          detail: string;
          errors: Array<{ field: string; message: string }>;
        };
        expect(problem.type).toContain("photo_busy");
        expect(problem.title).toBe("Zu viele Fotos auf einmal");
        expect(problem.detail).toBe("Gerade werden zu viele Fotos verarbeitet. Bitte in ein paar Sekunden noch einmal versuchen.");
        expect(problem.errors).toEqual([{ field: "photo", message: problem.detail }]);
        const english = await upload(tradeNumber, item!.itemId, bearer(tokens.get("inspector")!), await smallJpeg(), "image/jpeg");
        expect(english.status).toBe(503);
        expect(((await english.json()) as { detail: string }).detail).toBe(
          "Too many photos are being processed right now. Please try again in a few seconds.",
        );
        expect(await photoCount(tradeNumber)).toBe(0);

        held.hold(0).release.give();
        expect((await first).status).toBe(201);
        await held.hold(1).started.given;
        held.hold(1).release.give();
        expect((await second).status).toBe(201);
        expect(await photoCount(tradeNumber)).toBe(2);
        expect([decodes.running, decodes.waiting]).toEqual([0, 0]);
      } finally {
        for (let i = 0; i < 2; i++) held.hold(i).release.give();
        ctx().deps.photoDecodes = undefined;
      }
    });

    it("a photo is decoded off the event loop: /api/ready answers while a HEIC is being decoded in a worker thread", async () => {
      // fixtures/gradient-3mp.heic: 2016×1512, heif-enc -q 30 (libheif, x265) from a gradient PNG; libheif in
      // WebAssembly held the event loop for about a second with it when it ran in the request's thread
      const original = readFileSync(path.join(import.meta.dirname, "fixtures", "gradient-3mp.heic"));
      const { tradeNumber } = await placeTestTrade(ctx());
      const [item] = await itemsOf(ctx(), tradeNumber);
      const workers = photoWorkers();
      // the worker writes where it is into this shared memory while the event loop goes on
      const stage = new Int32Array(new SharedArrayBuffer(4));
      ctx().deps.photoDecodes = photoDecodes({ threads: 1, waiting: 0, decode: (job) => workers.decode({ ...job, stage }) });
      try {
        const res = upload(tradeNumber, item!.itemId, bearer(tokens.get("inspector")!), original, "image/heic", "IMG_0002.HEIC");
        await expect.poll(() => Atomics.load(stage, 0), { interval: 5, timeout: 20_000 }).toBe(PHOTO_STAGE_DECODING);
        const ready = await ctx().request("/api/ready");
        expect(ready.status).toBe(200);
        // answered while the pixels were still being decoded
        expect(Atomics.load(stage, 0)).toBe(PHOTO_STAGE_DECODING);
        const stored = await res;
        expect(stored.status).toBe(201);
        expect(Atomics.load(stage, 0)).toBe(PHOTO_STAGE_DECODED);
        expect(await stored.json()).toMatchObject({ width: 1600, height: 1200 });
      } finally {
        ctx().deps.photoDecodes = undefined;
        await workers.close();
      }
    });

    it("not an image, a lying content type and over 10 MB are refused with a clear problem, and nothing is stored", async () => {
      const { tradeNumber } = await placeTestTrade(ctx());
      const [item] = await itemsOf(ctx(), tradeNumber);
      const inspector = { ...bearer(tokens.get("inspector")!), "accept-language": "de" };
      const before = files(uploads).length;

      const text = await upload(
        tradeNumber,
        item!.itemId,
        inspector,
        new TextEncoder().encode("GIF89a? no, just text pretending"),
        "image/jpeg",
      );
      expect(text.status).toBe(415);
      expect(text.headers.get("content-type")).toContain("application/problem+json");
      expect(((await text.json()) as { detail: string }).detail).toBe("Diese Datei ist kein JPEG-, PNG-, WebP- oder HEIC-Bild.");

      const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
        .png()
        .toBuffer();
      const lying = await upload(tradeNumber, item!.itemId, inspector, png, "image/jpeg");
      expect(lying.status).toBe(415);
      expect(((await lying.json()) as { detail: string }).detail).toContain("image/jpeg");

      const big = Buffer.concat([await gpsJpeg(), Buffer.alloc(10 * 1024 * 1024)]);
      const tooBig = await upload(tradeNumber, item!.itemId, inspector, big, "image/jpeg");
      expect(tooBig.status).toBe(413);
      expect(((await tooBig.json()) as { detail: string }).detail).toBe("Das Foto ist größer als 10 MB.");

      const huge = await upload(tradeNumber, item!.itemId, inspector, Buffer.alloc(11 * 1024 * 1024, 0xff), "image/jpeg");
      expect(huge.status).toBe(413);

      expect(await photoCount(tradeNumber)).toBe(0);
      expect(files(uploads).length).toBe(before);
    });

    it("the 10 MB limit is for the photo path only: a JSON call over 1 MB is still refused", async () => {
      const { tradeNumber } = await placeTestTrade(ctx());
      const res = await receive(tradeNumber, bearer(tokens.get("inspector")!), { devicesFound: 1, padding: "x".repeat(2 * 1024 * 1024) });
      expect(res.status).toBe(413);
    });
  });
});
