/**
 * The checkout action in the b2bWidget (decision 0045) on both databases: the trade records the
 * partner the action looked up from the URL's key (server/widget widgetPartnerOf) and the shop mode;
 * a key that is unknown, inactive or a partner's id instead of its key records no partner.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { editions } from "../../../core/editions/index.ts";
import { translator, rows } from "../../../core/shared/index.server.ts";
import { partners } from "../../../db/schema/index.ts";
import { widgetPartnerOf } from "../../../server/http/widget-partner.server.ts";
import { describeEachDatabase } from "../../../tests/helpers/databases.ts";
import { smartphoneOffer, uniqueClientAddress, uniqueTradeEmail } from "../../../tests/helpers/trades.ts";
import { emptyCheckoutValues, type CheckoutSubmission } from "../../features/checkout/form-input.ts";
import { submitCheckout } from "./checkout-submit.server.ts";

const t = translator(editions.de.messagesLocale);
const WIDGET = "b2bwidget.de.localhost";

describeEachDatabase("checkout in the widget records the partner", (ctx) => {
  const partner = {
    id: randomUUID(),
    key: `k${randomUUID().replaceAll("-", "").slice(0, 23)}`,
    name: "Elektro Kasse",
    kind: "retail",
    origins: ["https://shop.example"],
    active: true,
  };
  const inactive = { ...partner, id: randomUUID(), key: `k${randomUUID().replaceAll("-", "").slice(0, 23)}`, active: false };
  beforeAll(async () => {
    await ctx().database.db.insert(partners).values([partner, inactive]);
  });

  /** What the checkout action does: the partner of the URL's key, then submitCheckout. */
  async function checkoutAt(key: string) {
    const url = new URL(`http://${WIDGET}/checkout?partner=${encodeURIComponent(key)}`);
    const found = await widgetPartnerOf(ctx().database.db, "b2bWidget", url);
    const { offerId } = await smartphoneOffer(ctx(), WIDGET);
    const submission: CheckoutSubmission = {
      values: {
        ...emptyCheckoutValues("DE"),
        email: uniqueTradeEmail("widget"),
        firstName: "Wanda",
        lastName: "Widget",
        street: "Hauptstraße",
        houseNumber: "1",
        zip: "10115",
        city: "Berlin",
        iban: "DE89 3704 0044 0532 0130 00",
        accountHolder: "Wanda Widget",
        acceptTerms: "on",
      },
      offers: [{ offerId, quantity: 1 }],
      idempotencyKey: randomUUID(),
    };
    const outcome = await submitCheckout(
      { edition: "de", mode: "b2bWidget", deps: ctx().deps, clientKey: uniqueClientAddress() },
      `http://${WIDGET}`,
      submission,
      t,
      null,
      found?.id ?? null,
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const [trade] = await rows<{ partner_id: string | null; mode: string }>(
      ctx().database.db,
      sql`select partner_id, mode from trades where trade_number = ${outcome.tradeNumber}`,
    );
    return trade!;
  }

  it("an active partner's key: the trade is the partner's, in the b2bWidget mode", async () => {
    expect(await checkoutAt(partner.key)).toEqual({ partner_id: partner.id, mode: "b2bWidget" });
  });

  it("an inactive partner's key, an unknown key, or the partner's id sent as the key: no partner", async () => {
    for (const key of [inactive.key, "unknown-partner-key", partner.id]) {
      expect(await checkoutAt(key)).toEqual({ partner_id: null, mode: "b2bWidget" });
    }
  });
});
