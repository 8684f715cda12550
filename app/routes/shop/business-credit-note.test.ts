/**
 * The shop's credit-note download (decision 0121), its loader called as React Router calls it, with
 * the shop's session cookie, on PGlite and PostgreSQL: a member of the trade's company gets the
 * credit note (private, no-store); signed out goes to the login; another company's member, a
 * consumer account, a trade without a credit note, an unknown trade and editions without business
 * sellers (or another business edition) get 404; over the per-member limit, 429.
 */
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeAll, expect, it } from "vitest";
import { CREDIT_NOTE_PDF_LIMIT } from "../../../core/credit-note/index.ts";
import { pathFor, type EditionId } from "../../../core/editions/index.ts";
import { companies } from "../../../db/schema/index.ts";
import { pageContext, type PageContext } from "../../../server/http/page-context.server.ts";
import { ACCESS_COOKIE } from "../../../server/sessions/shop.server.ts";
import { accessTokenFor, registerActivated } from "../../../tests/helpers/accounts.ts";
import { companyTrade, companyWithMember } from "../../../tests/helpers/b2b-reports.ts";
import { describeEachDatabase } from "../../../tests/helpers/databases.ts";
import { shownText } from "../../../tests/helpers/pdf-text.ts";
import { loader } from "./business-credit-note.ts";

const NOW = new Date("2027-06-15T10:00:00Z");

describeEachDatabase("credit note download (shop)", (ctx) => {
  let a: Awaited<ReturnType<typeof companyWithMember>>;
  let b: Awaited<ReturnType<typeof companyWithMember>>;
  let consumerToken: string;
  let tradeNumber: string;
  let noNoteTrade: string;

  beforeAll(async () => {
    // the members sign in on the clock the downloads run on: an access token lives 5 minutes of it
    ctx().setNow(NOW);
    a = await companyWithMember(ctx(), "Epsilon GmbH");
    b = await companyWithMember(ctx(), "Zeta KG");
    // a has a German VAT ID (a credit note with VAT); b has none (no credit note)
    await ctx().database.db.update(companies).set({ vatId: "DE136695976" }).where(eq(companies.id, a.companyId));
    consumerToken = await accessTokenFor(ctx(), await registerActivated(ctx(), { emailPrefix: "credit-note-consumer" }));
    tradeNumber = (await companyTrade(ctx(), a.companyId, [{ category: "smartphones" }, { category: "smartphones" }], NOW)).tradeNumber;
    noNoteTrade = (await companyTrade(ctx(), b.companyId, [{ category: "smartphones" }], NOW)).tradeNumber;
  });
  afterEach(() => ctx().setNow(null));

  async function get(token: string | null, edition: EditionId = "de", n = tradeNumber) {
    ctx().setNow(NOW);
    const context = new RouterContextProvider();
    context.set(pageContext, {
      deps: ctx().deps,
      edition,
      mode: "default",
      surface: "shop",
      locale: edition === "en" ? "en" : "de",
      nonce: "n",
      clientKey: "test-client",
    } as PageContext);
    const request = new Request(`http://${edition === "en" ? "" : `${edition}.`}localhost/b2b/files/trades/${n}/credit-note`, {
      headers: token ? { cookie: `${ACCESS_COOKIE}=${token}` } : {},
    });
    try {
      const res = await loader({ context, request, params: { tradeNumber: n } } as never);
      return { status: res.status, res };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, res: thrown };
      const init = (thrown as { init?: { status?: number } }).init;
      if (init?.status) return { status: init.status, res: null };
      throw thrown;
    }
  }

  it("a member downloads the trade's credit note; signed out goes to the login; anyone else 404", async () => {
    const ok = await get(a.token);
    expect(ok.status).toBe(200);
    expect(ok.res!.headers.get("content-type")).toBe("application/pdf");
    expect(ok.res!.headers.get("cache-control")).toBe("private, no-store");
    const text = (await shownText(new Uint8Array(await ok.res!.arrayBuffer()))).replace(/\s+/g, " ");
    expect(text).toMatch(/Gutschrift GS-2027-\d{6}/);
    expect(text).toContain("Umsatzsteuer 19 %");
    expect(text).toContain("Epsilon GmbH");
    const signedOut = await get(null);
    expect(signedOut.status).toBe(302);
    expect(signedOut.res!.headers.get("location")).toBe(pathFor("de", "account"));
    expect((await get(b.token)).status).toBe(404);
    expect((await get(consumerToken)).status).toBe(404);
    expect((await get(b.token, "de", noNoteTrade)).status).toBe(404); // a company without VAT ID: no credit note
    expect((await get(a.token, "de", "SB-0000000")).status).toBe(404);
    expect((await get(a.token, "en")).status).toBe(404); // the company is of the de edition
    expect((await get(a.token, "fr")).status).toBe(404);
  });

  it("over the per-member limit (counted with the API's), 429 with Retry-After", async () => {
    const windowMs = CREDIT_NOTE_PDF_LIMIT.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(NOW.getTime() / windowMs) * windowMs).toISOString();
    await ctx().database.db.execute(
      sql`insert into rate_limits (key, window_start, count) values (${`b2b-credit-note:${a.customerId}`}, ${windowStart}, ${CREDIT_NOTE_PDF_LIMIT.perWindow})
        on conflict (key, window_start) do update set count = ${CREDIT_NOTE_PDF_LIMIT.perWindow}`,
    );
    const limited = await get(a.token);
    expect(limited.status).toBe(429);
    expect(Number(limited.res!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
