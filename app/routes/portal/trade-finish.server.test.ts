/**
 * The store flow's customer step (finishStoreTrade, issue 29, decision 0084) on both databases: the
 * device's IMEI (Luhn) or serial is stored on the trade's line as the inspection stores it and shown
 * by the trade page's query and the receipt; a refused step keeps every answer of the offer and
 * everything typed, with each error on its field, and writes nothing.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { portalTrade, renderVoucherReceipt, scopeOf, type PartnerContext } from "../../../core/partner-users/index.server.ts";
import { translator } from "../../../core/shared/index.server.ts";
import { tradeLines, trades } from "../../../db/schema/index.ts";
import { describeEachDatabase } from "../../../tests/helpers/databases.ts";
import { shownText } from "../../../tests/helpers/pdf-text.ts";
import { storeClerk } from "../../../tests/helpers/store-trades.ts";
import { smartphoneOffer, topSmartphone, uniqueTradeEmail } from "../../../tests/helpers/trades.ts";
import { finishStoreTrade } from "./trade-finish.server.ts";

const customer = (offerId: string, more: Record<string, string> = {}) => ({
  intent: "finish",
  offerId,
  firstName: "Wanda",
  lastName: "Laufkundin",
  email: uniqueTradeEmail("wanda"),
  street: "",
  houseNumber: "",
  zip: "",
  city: "",
  // the seller's ID and declaration (decision 0090; their refusals: seller-id.server.test.ts)
  documentType: "id_card",
  documentNumber: "L01X00T47",
  declaration: "on",
  ...more,
});

describeEachDatabase("store portal: customer step", (ctx) => {
  let clerk: PartnerContext;
  const linesOf = (offerId: string) =>
    ctx().database.db.select({ imei: tradeLines.imei, serial: tradeLines.serial }).from(tradeLines).where(eq(tradeLines.offerId, offerId));

  it("stores the IMEI normalized on the trade's line; the trade page's query and the receipt show it", async () => {
    clerk = (await storeClerk(ctx(), "Kette IMEI", "Kette IMEI Mitte")).context;
    const { offerId } = await smartphoneOffer(ctx());
    const done = await finishStoreTrade(ctx().deps, clerk, customer(offerId, { imei: "35-209900-176148-1", serial: "" }));
    expect(done).toMatchObject({ ok: true });
    expect(await linesOf(offerId)).toEqual([{ imei: "352099001761481", serial: null }]);
    const shown = await portalTrade(ctx().database.db, scopeOf(clerk.user), done.ok ? done.tradeNumber : "");
    expect(shown).toMatchObject({ imei: "352099001761481", serial: null });
    const pdf = await renderVoucherReceipt({ ...shown!, partnerName: clerk.partnerName, customerName: "Wanda Laufkundin" }, "a4", {
      compress: false,
    });
    const text = await shownText(pdf);
    expect(text).toContain("IMEI");
    expect(text).toContain("352099001761481");
  });

  it("a device without an IMEI: its serial, upper case; with neither the step is refused on the IMEI field", async () => {
    const { offerId } = await smartphoneOffer(ctx());
    const none = await finishStoreTrade(ctx().deps, clerk, customer(offerId));
    expect(none).toMatchObject({
      ok: false,
      status: 422,
      step: "customer",
      errors: { fields: { imei: "portal.trade.error.identifierMissing" } },
    });
    const done = await finishStoreTrade(ctx().deps, clerk, customer(offerId, { serial: " c02xk1abjg5h " }));
    expect(done.ok).toBe(true);
    expect(await linesOf(offerId)).toEqual([{ imei: null, serial: "C02XK1ABJG5H" }]);
  });

  it("refused (name missing, IMEI failing the check): the customer step again with every answer, all typed, each error on its field; nothing written", async () => {
    const device = await topSmartphone(ctx());
    const { offerId } = await smartphoneOffer(ctx());
    const typed = customer(offerId, { firstName: "", imei: "490154203237519", street: "Hauptstraße", city: "Berlin" });
    const refused = await finishStoreTrade(ctx().deps, clerk, typed);
    expect(refused.ok).toBe(false);
    if (refused.ok || refused.step !== "customer") throw new Error("expected the customer step");
    expect(refused.status).toBe(422);
    expect(refused.offer.offerId).toBe(offerId);
    // every answer of the offer (7 for the seeded smartphone), as the questions' form takes them
    expect(Object.keys(refused.values)).toHaveLength(device.answers.length);
    expect(refused.values).toEqual(Object.fromEntries(device.answers.map((a) => [String(a.questionId), String(a.answerId)])));
    expect(refused.typed).toMatchObject({
      firstName: "",
      lastName: "Laufkundin",
      imei: "490154203237519",
      street: "Hauptstraße",
      city: "Berlin",
    });
    expect(refused.errors.fields).toEqual({ firstName: "portal.trade.error.firstName", imei: "portal.trade.error.imeiInvalid" });
    expect(refused.errors.form).toBeUndefined();
    expect(await linesOf(offerId)).toEqual([]);
    // the words the clerk reads, in German (the portal's language) and English
    expect(translator("de")("portal.trade.error.imeiInvalid")).toMatch(/IMEI stimmt nicht.*15 Ziffern/);
    expect(translator("en")("portal.trade.error.imeiInvalid")).toMatch(/IMEI is not right.*15 digits/);

    // fixed, the same offer goes through
    const done = await finishStoreTrade(ctx().deps, clerk, { ...typed, firstName: "Wanda", imei: "490154203237518" });
    expect(done.ok).toBe(true);
    // posted again (a second click, a reload): the offer's own refusal is the step's error, the answers stay
    const again = await finishStoreTrade(ctx().deps, clerk, { ...typed, firstName: "Wanda", imei: "490154203237518" });
    expect(again).toMatchObject({ ok: false, status: 422, step: "customer", errors: { form: "trade.error.offerUsed", fields: {} } });
    expect(await ctx().database.db.select({ id: tradeLines.id }).from(tradeLines).where(eq(tradeLines.offerId, offerId))).toHaveLength(1);
  });

  it("without a known offer the questions come again with the reason; a manager (no store) cannot finish", async () => {
    const unknown = await finishStoreTrade(ctx().deps, clerk, customer("nope", { imei: "490154203237518" }));
    expect(unknown).toMatchObject({ ok: false, step: "questions", values: {}, formError: "trade.error.offerNotFound" });
    const { offerId } = await smartphoneOffer(ctx());
    const manager = { ...clerk, user: { ...clerk.user, storeId: null, roles: ["partner_manager"] } } as PartnerContext;
    expect(await finishStoreTrade(ctx().deps, manager, customer(offerId, { imei: "490154203237518" }))).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(
      await ctx()
        .database.db.select({ id: trades.id })
        .from(trades)
        .innerJoin(tradeLines, eq(tradeLines.tradeId, trades.id))
        .where(eq(tradeLines.offerId, offerId)),
    ).toEqual([]);
  });
});
