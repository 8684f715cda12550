/**
 * The seller's identification on a store trade (issue 29, decision 0090) on both databases: the
 * customer step records the ID document's kind, its number (sealed with AES-256-GCM at rest: the
 * stored value is not the number; masked to the last four characters) and the declaration of
 * ownership; the store's staff and the chain's manager see the masked number, another store or
 * another chain does not see the trade; a refused step (no declaration, a number that cannot be
 * one, a kind not on the list) keeps everything typed and writes nothing; the receipts carry the
 * document, the declaration and a signature line; the support erasure empties the number.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  portalTrade,
  renderVoucherReceipt,
  scopeOf,
  sellerIdentificationOf,
  type PartnerContext,
} from "../../../core/partner-users/index.server.ts";
import { translator } from "../../../core/shared/index.server.ts";
import { decryptSecret } from "../../../core/staff/index.server.ts";
import { eraseGuest } from "../../../core/support/index.server.ts";
import { auditLog, sellerIdentifications, tradeEvents, tradeLines, trades } from "../../../db/schema/index.ts";
import { describeEachDatabase } from "../../../tests/helpers/databases.ts";
import { overlaps, shownItems, shownText } from "../../../tests/helpers/pdf-text.ts";
import { insertTestStore, storeClerk } from "../../../tests/helpers/store-trades.ts";
import { smartphoneOffer, uniqueTradeEmail } from "../../../tests/helpers/trades.ts";
import { finishStoreTrade } from "./trade-finish.server.ts";

const NUMBER = "L01X00T47";

const customer = (offerId: string, more: Record<string, string> = {}) => ({
  intent: "finish",
  offerId,
  imei: "490154203237518",
  firstName: "Sina",
  lastName: "Verkäuferin",
  email: uniqueTradeEmail("sina"),
  documentType: "id_card",
  documentNumber: "l01x 00t47",
  declaration: "on",
  ...more,
});

describeEachDatabase("store portal: the seller's identification", (ctx) => {
  let clerk: PartnerContext;
  let partnerId: string;
  let tradeNumber = "";
  let tradeId = 0;
  const rowOf = async (id: number) =>
    (await ctx().database.db.select().from(sellerIdentifications).where(eq(sellerIdentifications.tradeId, id)))[0];

  it("stores the number sealed (not the number, opened only with the key) and masked; the kind, the declaration's time and the clerk", async () => {
    const made = await storeClerk(ctx(), "Kette Ausweis", "Kette Ausweis Mitte");
    clerk = made.context;
    partnerId = made.partnerId;
    const { offerId } = await smartphoneOffer(ctx());
    const before = new Date();
    const done = await finishStoreTrade(ctx().deps, clerk, customer(offerId));
    expect(done).toMatchObject({ ok: true });
    tradeNumber = done.ok ? done.tradeNumber : "";
    const [trade] = await ctx().database.db.select({ id: trades.id }).from(trades).where(eq(trades.tradeNumber, tradeNumber));
    tradeId = trade!.id;
    const row = (await rowOf(tradeId))!;
    expect(row).toMatchObject({ documentType: "id_card", documentNumberMasked: "••••••0T47", recordedBy: clerk.user.id, erasedAt: null });
    expect(row.declaredAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    // encrypted at rest: neither the number nor a part of it longer than the mask's is stored in the clear
    expect(row.documentNumberSealed).not.toContain(NUMBER);
    expect(row.documentNumberSealed).not.toContain("L01X");
    expect(row.documentNumberSealed).toMatch(/^v1\./);
    expect(decryptSecret(ctx().deps.secrets.sessionSecret, row.documentNumberSealed!)).toBe(NUMBER);
    expect(() => decryptSecret("another-session-secret-of-32-characters", row.documentNumberSealed!)).toThrow();
    // the number is nowhere else: not in the trade's events, not in the audit log
    const events = await ctx().database.db.select().from(tradeEvents).where(eq(tradeEvents.tradeId, tradeId));
    expect(JSON.stringify(events)).not.toContain(NUMBER);
    const audit = await ctx().database.db.select().from(auditLog);
    expect(JSON.stringify(audit)).not.toContain(NUMBER);
  });

  it("the store's staff and the chain's manager see the kind and the masked number; another store and another chain see no trade", async () => {
    const db = ctx().database.db;
    const own = await portalTrade(db, scopeOf(clerk.user), tradeNumber);
    expect(own?.sellerId).toMatchObject({ documentType: "id_card", documentNumberMasked: "••••••0T47", erasedAt: null });
    expect(JSON.stringify(own)).not.toContain("v1.");
    const manager = await portalTrade(db, scopeOf({ partnerId, storeId: null, roles: ["partner_manager"] }), tradeNumber);
    expect(manager?.sellerId?.documentNumberMasked).toBe("••••••0T47");
    const otherStore = await insertTestStore(ctx(), partnerId, "Kette Ausweis Süd", "sued@example.com");
    expect(await portalTrade(db, scopeOf({ partnerId, storeId: otherStore, roles: ["store_staff"] }), tradeNumber)).toBeNull();
    const other = (await storeClerk(ctx(), "Andere Kette", "Andere Kette Mitte")).context;
    expect(await portalTrade(db, scopeOf(other.user), tradeNumber)).toBeNull();
    // the back office's trade page reads it from core: the masked number, never the sealed one
    const shown = await sellerIdentificationOf(db, tradeId);
    expect(shown).toMatchObject({ documentType: "id_card", documentNumberMasked: "••••••0T47", erasedAt: null });
    expect(JSON.stringify(shown)).not.toContain("v1.");
    expect(await sellerIdentificationOf(db, 2_000_000_000)).toBeNull();
  });

  it("refused without the declaration, with a number that cannot be one or a kind not on the list: 422, every field typed kept, nothing written", async () => {
    const { offerId } = await smartphoneOffer(ctx());
    const typed = customer(offerId, { declaration: "", documentNumber: "Mustermann", documentType: "passport", city: "Berlin" });
    const refused = await finishStoreTrade(ctx().deps, clerk, typed);
    if (refused.ok || refused.step !== "customer") throw new Error("expected the customer step");
    expect(refused.status).toBe(422);
    expect(refused.errors.fields).toEqual({
      documentNumber: "portal.trade.error.documentNumber",
      declaration: "portal.trade.error.declaration",
    });
    expect(refused.typed).toMatchObject({ documentType: "passport", documentNumber: "Mustermann", declaration: "", firstName: "Sina" });
    const kind = await finishStoreTrade(ctx().deps, clerk, customer(offerId, { documentType: "driving_licence", documentNumber: "" }));
    expect(kind).toMatchObject({
      ok: false,
      status: 422,
      errors: { fields: { documentType: "portal.trade.error.documentType", documentNumber: "portal.trade.error.documentNumberMissing" } },
    });
    expect(await ctx().database.db.select({ id: tradeLines.id }).from(tradeLines).where(eq(tradeLines.offerId, offerId))).toEqual([]);
    // the words the clerk reads, in German and English
    expect(translator("de")("portal.trade.error.declaration")).toMatch(/Eigentumserklärung/);
    expect(translator("en")("portal.trade.error.declaration")).toMatch(/declaration of ownership/);
    expect(translator("de")("portal.trade.error.documentNumber")).toMatch(/6 bis 20 Buchstaben und Ziffern/);
    // declared, the same offer goes through
    expect(await finishStoreTrade(ctx().deps, clerk, { ...typed, declaration: "on", documentNumber: "C01X00T47" })).toMatchObject({
      ok: true,
    });
  });

  it("both receipts carry the document with the masked number, the declaration and the signature line, the expiry with the full year", async () => {
    const shown = (await portalTrade(ctx().database.db, scopeOf(clerk.user), tradeNumber))!;
    const year = String(shown.expiresAt.getUTCFullYear());
    for (const format of ["a4", "80mm"] as const) {
      const pdf = await renderVoucherReceipt(
        { ...shown, partnerName: "Kette Ausweis", customerName: "Sina Verkäuferin", sellerId: shown.sellerId },
        format,
        { compress: false },
      );
      const items = await shownItems(pdf);
      const text = await shownText(pdf);
      // one page (the 80 mm roll too), no line over another
      expect(new Set(items.map((i) => i.page))).toEqual(new Set([1]));
      expect(overlaps(items)).toEqual([]);
      expect(text).toContain("Personalausweis: ••••••0T47");
      expect(text).not.toContain(NUMBER);
      expect(items.map((i) => i.str).join(" ")).toMatch(/Ich erkläre, dass das Gerät mein Eigentum ist/);
      expect(text).toContain("Unterschrift Verkäufer/in");
      expect(text).toMatch(new RegExp(`\\d{2}\\.\\d{2}\\.${year}`));
      expect(items.map((i) => i.str).join(" ")).toContain("Einmal einlösbar, in jeder Filiale von Kette Ausweis.");
      // the caption sits under the signature's room, after the declaration
      const declaration = items.find((i) => i.str.startsWith("Ich erkläre"))!;
      const signature = items.find((i) => i.str === "Unterschrift Verkäufer/in")!;
      expect(signature.top).toBeGreaterThan(declaration.bottom + 20);
    }
  });

  it("the support erasure empties the number, sealed and masked, and marks the row erased; the trade page says so", async () => {
    const db = ctx().database.db;
    await db.update(trades).set({ state: "cancelled" }).where(eq(trades.id, tradeId));
    const now = new Date();
    await eraseGuest(db, {
      staff: {
        id: "test-support",
        email: "support@staff.example",
        displayName: "Support",
        roles: ["support"],
        language: "de",
        totpEnabled: false,
        mustChangePassword: false,
      },
      now,
      tradeNumber,
    });
    const row = (await rowOf(tradeId))!;
    expect(row).toMatchObject({ documentType: "id_card", documentNumberSealed: null, documentNumberMasked: null });
    expect(row.erasedAt).toBeInstanceOf(Date);
    const shown = await portalTrade(db, scopeOf(clerk.user), tradeNumber);
    expect(shown?.sellerId).toMatchObject({ documentType: "id_card", documentNumberMasked: null });
    expect(shown?.sellerId?.erasedAt).not.toBeNull();
  });
});
