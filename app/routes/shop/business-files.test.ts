/**
 * The shop's business downloads (decision 0122), their loaders called as React Router calls them,
 * with the shop's session cookie, on PGlite and PostgreSQL: a member of the company gets the
 * certificates bundle and the reports (private, no-store); signed out goes to the login; another
 * company's member, a consumer account, a quote of another company, a bad scope and an edition
 * without business sellers get 404; the per-member limit answers 429.
 */
import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeAll, expect, it } from "vitest";
import { REPORT_PDF_LIMIT } from "../../../core/b2b-report/index.ts";
import { pathFor, type EditionId } from "../../../core/editions/index.ts";
import { pageContext, type PageContext } from "../../../server/http/page-context.server.ts";
import { ACCESS_COOKIE } from "../../../server/sessions/shop.server.ts";
import { accessTokenFor, registerActivated } from "../../../tests/helpers/accounts.ts";
import { companyTrade, companyWithMember, quoteOf } from "../../../tests/helpers/b2b-reports.ts";
import { describeEachDatabase } from "../../../tests/helpers/databases.ts";
import { shownText } from "../../../tests/helpers/pdf-text.ts";
import { loader as certificatesLoader } from "./business-certificates.ts";
import { loader as reportLoader } from "./business-report.ts";

const NOW = new Date("2027-06-15T10:00:00Z");

type Loader = (args: never) => Promise<Response>;

describeEachDatabase("business downloads (shop)", (ctx) => {
  let a: Awaited<ReturnType<typeof companyWithMember>>;
  let b: Awaited<ReturnType<typeof companyWithMember>>;
  let consumerToken: string;
  let tradeNumber: string;
  let quoteA: string;
  let quoteB: string;

  beforeAll(async () => {
    // the members sign in on the clock the downloads run on: an access token lives 5 minutes of it
    ctx().setNow(NOW);
    a = await companyWithMember(ctx(), "Gamma GmbH");
    b = await companyWithMember(ctx(), "Delta KG");
    consumerToken = await accessTokenFor(ctx(), await registerActivated(ctx(), { emailPrefix: "b2b-files-consumer" }));
    const trade = await companyTrade(
      ctx(),
      a.companyId,
      [{ category: "smartphones" }, { category: "laptops" }],
      new Date("2027-02-01T09:00:00Z"),
    );
    const other = await companyTrade(ctx(), b.companyId, [{ category: "smartphones" }], new Date("2027-02-01T09:00:00Z"));
    tradeNumber = trade.tradeNumber;
    quoteA = (await quoteOf(ctx(), a.companyId, trade.tradeId, NOW)).publicId;
    quoteB = (await quoteOf(ctx(), b.companyId, other.tradeId, NOW)).publicId;
  });
  afterEach(() => ctx().setNow(null));

  /** The loader's answer: its Response, or what it threw (a redirect or 404 data) as a status and location. */
  async function call(loader: Loader, path: string, params: Record<string, string>, token: string | null, edition: EditionId = "de") {
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
    const request = new Request(`http://${edition === "en" ? "" : `${edition}.`}localhost${path}`, {
      headers: token ? { cookie: `${ACCESS_COOKIE}=${token}` } : {},
    });
    try {
      const res = await loader({ context, request, params } as never);
      return { status: res.status, res };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, res: thrown };
      const init = (thrown as { init?: { status?: number } }).init;
      if (init?.status) return { status: init.status, res: null };
      throw thrown;
    }
  }

  const certificates = (token: string | null, edition: EditionId = "de", n = tradeNumber) =>
    call(certificatesLoader as Loader, `/b2b/files/trades/${n}/certificates`, { tradeNumber: n }, token, edition);
  const report = (scope: string, token: string | null, edition: EditionId = "de") =>
    call(reportLoader as Loader, `/b2b/files/report/${scope}`, { scope }, token, edition);

  it("a member downloads the trade's certificates; signed out goes to the login; anyone else 404", async () => {
    const ok = await certificates(a.token);
    expect(ok.status).toBe(200);
    expect(ok.res!.headers.get("content-type")).toBe("application/pdf");
    expect(ok.res!.headers.get("cache-control")).toBe("private, no-store");
    expect(await shownText(new Uint8Array(await ok.res!.arrayBuffer()))).toContain(tradeNumber);
    const signedOut = await certificates(null);
    expect(signedOut.status).toBe(302);
    expect(signedOut.res!.headers.get("location")).toBe(pathFor("de", "account"));
    expect((await certificates(b.token)).status).toBe(404);
    expect((await certificates(consumerToken)).status).toBe(404);
    expect((await certificates(a.token, "en")).status).toBe(404);
    expect((await certificates(a.token, "fr")).status).toBe(404);
    expect((await certificates(a.token, "de", "SB-0000000")).status).toBe(404);
  });

  it("a member downloads the year's and the quote's report; other companies' quotes and bad scopes 404", async () => {
    const year = await report("2027", a.token);
    expect(year.status).toBe(200);
    expect(year.res!.headers.get("cache-control")).toBe("private, no-store");
    expect(await shownText(new Uint8Array(await year.res!.arrayBuffer()))).toContain("Nachhaltigkeitsbericht");
    expect((await report(`quote-${quoteA}`, a.token)).status).toBe(200);
    expect((await report(`quote-${quoteB}`, b.token)).status).toBe(200);
    for (const scope of [`quote-${quoteB}`, "2025", "2099", "quote-", "all"])
      expect((await report(scope, a.token)).status, scope).toBe(404);
    expect((await report("2027", consumerToken)).status).toBe(404);
    expect((await report("2027", null)).status).toBe(302);
  });

  it("over the per-member limit (counted with the API's), 429 with Retry-After", async () => {
    ctx().setNow(NOW);
    const windowMs = REPORT_PDF_LIMIT.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(NOW.getTime() / windowMs) * windowMs).toISOString();
    await ctx().database.db.execute(
      sql`insert into rate_limits (key, window_start, count) values (${`b2b-report-pdf:${b.customerId}`}, ${windowStart}, ${REPORT_PDF_LIMIT.perWindow})
        on conflict (key, window_start) do update set count = ${REPORT_PDF_LIMIT.perWindow}`,
    );
    const limited = await report("2027", b.token);
    expect(limited.status).toBe(429);
    expect(Number(limited.res!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
