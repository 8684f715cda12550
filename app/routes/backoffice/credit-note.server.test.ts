/**
 * The back office's credit-note routes (decision 0121) on both databases, called as React Router
 * calls them with a staff web session: the PDF for payout, support and account managers (inspector
 * 403); the trade page's section data; the seller's-invoice form (inspector 403, an empty number
 * back with "error", a number recorded and audited, back with "saved").
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { staffLogin } from "../../../core/staff/index.server.ts";
import { auditLog, companies, creditNotes, trades } from "../../../db/schema/index.ts";
import type { PageContext } from "../../../server/http/page-context.server.ts";
import { openStaffPage, STAFF_COOKIE, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { staffEnvFrom } from "../../../server/sessions/staff-env.server.ts";
import { describeEachDatabase, type TestContext } from "../../../tests/helpers/databases.ts";
import { shownText } from "../../../tests/helpers/pdf-text.ts";
import { BACKOFFICE, makeStaff, staffTestIp, STAFF_PASSWORD } from "../../../tests/helpers/staff.ts";
import { placeTestTrade, toPayoutPending } from "../../../tests/helpers/trades.ts";
import { action, loader } from "./credit-note.ts";
import { loader as tradeLoader } from "./trade.tsx";

type Call = { status: number; res: Response | null; data: unknown };

/** A route's loader or action with this staff user's web session cookie. */
async function call(
  ctx: TestContext,
  email: string,
  fn: (args: never) => unknown,
  pathname: string,
  params: Record<string, string>,
  body?: URLSearchParams,
): Promise<Call> {
  const { token } = await staffLogin(staffEnvFrom(ctx.deps, staffTestIp()), { email, password: STAFF_PASSWORD }, "web");
  const pageCtx: PageContext = {
    deps: ctx.deps,
    edition: "en",
    mode: "default",
    surface: "backoffice",
    locale: "en",
    nonce: "n",
    clientKey: staffTestIp(),
  };
  const url = new URL(`http://${BACKOFFICE}${pathname}`);
  const request = new Request(url, {
    method: body ? "POST" : "GET",
    headers: { cookie: `${STAFF_COOKIE}=${encodeURIComponent(token!)}`, origin: `http://${BACKOFFICE}` },
    ...(body ? { body } : {}),
  });
  const context = new RouterContextProvider();
  context.set(staffPageContext, await openStaffPage(pageCtx, request.clone()));
  try {
    const out = await fn({ request, context, params, url } as never);
    return out instanceof Response ? { status: out.status, res: out, data: null } : { status: 200, res: null, data: out };
  } catch (err) {
    if (err instanceof Response) return { status: err.status, res: err, data: null };
    return { status: (err as { init?: { status?: number } }).init?.status ?? 500, res: null, data: null };
  }
}

async function companyTrade(ctx: TestContext, invoicing: "credit_note" | "invoice") {
  const db = ctx.database.db;
  const [company] = await db
    .insert(companies)
    .values({
      edition: "de",
      name: `Route ${invoicing} GmbH`,
      vatId: "DE136695976",
      street: "Friedrichstraße",
      houseNumber: "1",
      zip: "10117",
      city: "Berlin",
      country: "DE",
      invoicing,
    })
    .returning({ id: companies.id });
  const { tradeNumber } = await placeTestTrade(ctx);
  await db.update(trades).set({ companyId: company!.id }).where(eq(trades.tradeNumber, tradeNumber));
  await toPayoutPending(ctx, tradeNumber);
  return tradeNumber;
}

describeEachDatabase("back-office credit-note routes", (ctx) => {
  let payout = "";
  let support = "";
  let manager = "";
  let inspector = "";
  beforeAll(async () => {
    payout = await makeStaff(ctx(), ["payout"]);
    support = await makeStaff(ctx(), ["support"]);
    manager = await makeStaff(ctx(), ["account_manager"]);
    inspector = await makeStaff(ctx(), ["inspector"]);
  }, 120_000);

  it("the PDF for payout, support and account managers; inspectors 403; the trade page's section for them only", async () => {
    const n = await companyTrade(ctx(), "credit_note");
    const path = `/trades/${n}/credit-note.pdf`;
    for (const who of [payout, support, manager]) {
      const got = await call(ctx(), who, loader as never, path, { tradeNumber: n });
      expect(got.status).toBe(200);
      expect(got.res!.headers.get("cache-control")).toBe("private, no-store");
      expect((await shownText(new Uint8Array(await got.res!.arrayBuffer()))).replace(/\s+/g, " ")).toMatch(/Gutschrift GS-\d{4}-\d{6}/);
    }
    expect((await call(ctx(), inspector, loader as never, path, { tradeNumber: n })).status).toBe(403);
    expect((await call(ctx(), support, loader as never, "/trades/SB-0000000/credit-note.pdf", { tradeNumber: "SB-0000000" })).status).toBe(
      404,
    );

    const page = await call(ctx(), payout, tradeLoader as never, `/trades/${n}`, { tradeNumber: n });
    expect((page.data as { creditNote: unknown }).creditNote).toMatchObject({
      state: "document",
      kind: "credit_note",
      treatment: "domestic",
      pdf: path,
    });
    const inspectorPage = await call(ctx(), inspector, tradeLoader as never, `/trades/${n}`, { tradeNumber: n });
    expect((inspectorPage.data as { creditNote: unknown }).creditNote).toBeNull();
  });

  it("the seller's-invoice form: inspector 403, empty number back with error, a number recorded (audited) and back with saved", async () => {
    const n = await companyTrade(ctx(), "invoice");
    const path = `/trades/${n}/credit-note.pdf`;
    const post = (who: string, number: string) =>
      call(ctx(), who, action as never, path, { tradeNumber: n }, new URLSearchParams({ number }));
    expect((await post(inspector, "RE-1")).status).toBe(403);
    const empty = await post(manager, "  ");
    expect(empty.status).toBe(302);
    expect(empty.res!.headers.get("location")).toBe(`/trades/${n}?sellerInvoice=error#credit-note`);
    const saved = await post(manager, "RE-77");
    expect(saved.res!.headers.get("location")).toBe(`/trades/${n}?sellerInvoice=saved#credit-note`);
    const [trade] = await ctx().database.db.select({ id: trades.id }).from(trades).where(eq(trades.tradeNumber, n));
    const [note] = await ctx().database.db.select().from(creditNotes).where(eq(creditNotes.tradeId, trade!.id));
    expect(note!.sellerInvoiceNumber).toBe("RE-77");
    const [audit] = await ctx()
      .database.db.select()
      .from(auditLog)
      .where(eq(auditLog.target, `trade:${n}`));
    expect(audit).toMatchObject({ action: "creditNote.sellerInvoice", after: { sellerInvoiceNumber: "RE-77" } });
    const page = await call(ctx(), manager, tradeLoader as never, `/trades/${n}?sellerInvoice=saved`, { tradeNumber: n });
    expect((page.data as { creditNote: unknown }).creditNote).toMatchObject({
      kind: "seller_invoice",
      sellerInvoiceNumber: "RE-77",
      payoutWaits: false,
      notice: "saved",
      pdf: null,
    });
  });
});
