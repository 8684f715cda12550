/**
 * Bank files back in through the back-office API (issue 32, decision 0113), on PGlite and
 * PostgreSQL: roles (no token 401, support 403, shop host 404); a camt.053 statement with the
 * run's batch debit marks the run executed; a camt.054 return (AC04) takes the trade back to
 * payout_pending with the reason and mails the customer in their language; an unknown credit is
 * listed, never guessed, until someone resolves it; the same file twice changes nothing; a
 * malformed file, another message, a file over 10 MB → 422/413 problems, nothing changed.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rows } from "../../core/shared/index.server.ts";
import { batchDebit, camtBytes, camtFile, returned, unknownCredit } from "../../tests/helpers/camt.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { mailsTo } from "../../tests/helpers/mails.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { placeTestTrade, toPayoutPending } from "../../tests/helpers/trades.ts";
import { createJobWorker } from "../jobs/worker.server.ts";

type Json = Record<string, unknown>;

const one = async <T>(ctx: TestContext, query: ReturnType<typeof sql>) => (await rows<T>(ctx.database.db, query))[0]!;
const count = async (ctx: TestContext, table: "bank_files" | "bank_file_entries" | "jobs") =>
  (await one<{ n: number }>(ctx, sql`select count(*)::int as n from ${sql.raw(table)}`)).n;

describeEachDatabase("bank files", (ctx) => {
  let payoutA: string;
  let payoutB: string;
  let admin: string;
  let support: string;

  const upload = (token: string | null, bytes: Uint8Array<ArrayBuffer> | string, opts: { host?: string; name?: string } = {}) => {
    const form = new FormData();
    form.set("file", new File([bytes], opts.name ?? "camt.xml", { type: "application/xml" }));
    return ctx().request("/api/backoffice/bank-files", {
      host: opts.host ?? BACKOFFICE,
      method: "POST",
      body: form,
      headers: token ? bearer(token) : {},
    });
  };
  const api = (path: string, token: string | null, json?: unknown) =>
    ctx().request(`/api/backoffice${path}`, {
      host: BACKOFFICE,
      method: json === undefined ? "GET" : "POST",
      ...(json === undefined ? {} : { json }),
      headers: token ? bearer(token) : {},
    });

  beforeAll(async () => {
    payoutA = (await staffTokens(ctx(), await makeStaff(ctx(), ["payout"]))).accessToken;
    payoutB = (await staffTokens(ctx(), await makeStaff(ctx(), ["payout"]))).accessToken;
    admin = (await staffTokens(ctx(), await makeStaff(ctx(), ["admin"]))).accessToken;
    support = (await staffTokens(ctx(), await makeStaff(ctx(), ["support", "inspector"]))).accessToken;
  });

  it("answers 401 without a token, 403 to a support user, 404 on a shop host; private and not cached", async () => {
    const file = camtFile({ version: "001.08", kind: "054", entries: [unknownCredit({ amountCents: 100 })] });
    expect((await upload(null, file)).status).toBe(401);
    expect((await api("/bank-files", null)).status).toBe(401);
    const denied = await upload(support, file);
    expect(denied.status).toBe(403);
    expect(denied.headers.get("content-type")).toMatch(/problem\+json/);
    expect((await api("/bank-files", support)).status).toBe(403);
    expect((await api("/bank-files/entries/1/resolve", support, { note: "x" })).status).toBe(403);
    expect((await upload(payoutA, file, { host: "de.localhost" })).status).toBe(404);
    const list = await api("/bank-files", admin);
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    expect(await count(ctx(), "bank_files")).toBe(0);
  });

  describe("a confirmed run, its statement and a return", () => {
    let runId: number;
    let sepaMessageId: string;
    let trade: { tradeNumber: string; email: string };
    let item: { amountCents: number };
    let sepa: { totalCents: number; count: number };
    let returnFile: Uint8Array<ArrayBuffer>;

    beforeAll(async () => {
      trade = await placeTestTrade(ctx());
      await toPayoutPending(ctx(), trade.tradeNumber);
      const made = await api("/payout-runs", payoutA, { edition: "de", method: "sepa" });
      expect(made.status).toBe(201);
      runId = ((await made.json()) as { runId: number }).runId;
      expect((await api(`/payout-runs/${runId}/confirm`, payoutB, {})).status).toBe(200);
      const { run, items } = (await (await api(`/payout-runs/${runId}`, payoutA)).json()) as {
        run: { sepaMessageId: string };
        items: { tradeNumber: string; amountCents: number; method: string }[];
      };
      sepaMessageId = run.sepaMessageId;
      item = items.find((i) => i.tradeNumber === trade.tradeNumber)!;
      const sepaItems = items.filter((i) => i.method === "sepa");
      sepa = { totalCents: sepaItems.reduce((s, i) => s + i.amountCents, 0), count: sepaItems.length };
    });

    it("a statement whose batch total differs is listed, the run not executed", async () => {
      const res = await upload(
        payoutA,
        camtBytes({
          version: "001.02",
          kind: "053",
          entries: [batchDebit({ sepaMessageId, ...sepa }, { amountCents: sepa.totalCents + 1 })],
        }),
      );
      expect(res.status).toBe(201);
      const body = (await res.json()) as { executedRuns: number[]; unmatched: Json[] };
      expect(body.executedRuns).toEqual([]);
      expect(body.unmatched).toEqual([expect.objectContaining({ kind: "unmatched", note: "batchDiffers", runId, creditDebit: "DBIT" })]);
      expect((await one<{ at: Date | null }>(ctx(), sql`select executed_at as at from payout_runs where id = ${runId}`)).at).toBeNull();
    });

    it("a camt.053 statement with the run's booked batch debit marks the run executed, once", async () => {
      const bytes = camtBytes({
        version: "001.08",
        kind: "053",
        entries: [
          batchDebit({ sepaMessageId, ...sepa }, { reference: "paymentInfo" }),
          batchDebit({ sepaMessageId, ...sepa }, { status: "PDNG" }),
        ],
      });
      const res = await upload(payoutA, bytes, { name: "statement.xml" });
      expect(res.status).toBe(201);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const body = (await res.json()) as Json;
      expect(body).toMatchObject({
        format: "camt.053.001.08",
        entries: 2,
        executedRuns: [runId],
        returned: [],
        unmatched: [],
        duplicate: false,
      });
      expect(body.ignored).toEqual([expect.objectContaining({ status: "PDNG", creditDebit: "DBIT", amountCents: sepa.totalCents })]);
      const executed = await one<{ at: Date | null; file: number | null }>(
        ctx(),
        sql`select executed_at as at, executed_file_id as file from payout_runs where id = ${runId}`,
      );
      expect(executed.at).not.toBeNull();
      expect(executed.file).toBe(body.fileId);
      // the same booking in another file (a notification the same day) is known, the run keeps its first file
      const again = await upload(
        payoutB,
        camtBytes({ version: "001.02", kind: "054", entries: [batchDebit({ sepaMessageId, ...sepa }, { reference: "message" })] }),
      );
      expect(((await again.json()) as Json).executedRuns).toEqual([]);
      expect((await one<{ file: number }>(ctx(), sql`select executed_file_id as file from payout_runs where id = ${runId}`)).file).toBe(
        body.fileId,
      );
    });

    it("a camt.054 return (AC04) takes the trade back to payout_pending with the reason and mails the customer; an unknown credit is listed", async () => {
      const endToEndId = `PR${runId}-${trade.tradeNumber}`;
      returnFile = camtBytes({
        version: "001.02",
        kind: "054",
        entries: [
          returned({ endToEndId, amountCents: item.amountCents, code: "AC04", info: "KONTO AUFGELOEST" }),
          unknownCredit({ amountCents: 4_711, endToEndId: "SOMEONE-ELSE-1", debtorName: "Max Muster" }),
          returned({ endToEndId: `PR${runId}-SB-9999999`, amountCents: 100, code: "AC01" }),
        ],
      });
      const jobsBefore = await count(ctx(), "jobs");
      const res = await ctx().request("/api/backoffice/bank-files", {
        host: BACKOFFICE,
        method: "POST",
        body: (() => {
          const form = new FormData();
          form.set("file", new File([returnFile], "notification.xml"));
          return form;
        })(),
        headers: { ...bearer(payoutA), "accept-language": "de" },
      });
      expect(res.status).toBe(201);
      const body = (await res.json()) as { returned: Json[]; unmatched: Json[]; format: string };
      expect(body.format).toBe("camt.054.001.02");
      expect(body.returned).toEqual([
        { tradeNumber: trade.tradeNumber, code: "AC04", reason: "AC04 – Konto aufgelöst (KONTO AUFGELOEST)" },
      ]);
      expect(body.unmatched.map((u) => [u.note, u.amountCents, u.creditDebit])).toEqual([
        ["unknownEndToEndId", 4_711, "CRDT"],
        ["unknownEndToEndId", 100, "CRDT"],
      ]);
      expect(body.unmatched[0]).toMatchObject({ counterparty: "Max Muster", amount: 47.11, resolvedAt: null });

      const state = await one<{ state: string }>(ctx(), sql`select state from trades where trade_number = ${trade.tradeNumber}`);
      expect(state.state).toBe("payout_pending");
      const returnedItem = await one<{ state: string; code: string; source: string; reason: string }>(
        ctx(),
        sql`select state, return_code as code, return_source as source, return_reason as reason from payout_run_items where end_to_end_id = ${endToEndId}`,
      );
      expect(returnedItem).toEqual({
        state: "returned",
        code: "AC04",
        source: "bank_file",
        reason: "AC04 – Konto aufgelöst (KONTO AUFGELOEST)",
      });
      expect(await count(ctx(), "jobs")).toBeGreaterThan(jobsBefore);

      await createJobWorker(ctx().deps).runDue();
      const [mail] = mailsTo(ctx(), trade.email).filter((m) => m.includes("Bitte prüfen Sie Ihr Auszahlungskonto"));
      expect(mail).toContain("Das Konto ist aufgelöst. Bitte nennen Sie uns ein Konto, das noch besteht.");

      // the next run leaves the trade out until the customer corrects the account
      const preview = (await (await api("/payout-runs/preview", payoutA, { edition: "de", method: "sepa" })).json()) as Json;
      expect(preview.trades).toBe(0);

      const audit = await one<{ n: number }>(ctx(), sql`select count(*)::int as n from audit_log where action = 'payout.bankFile.import'`);
      expect(audit.n).toBe(4);
    });

    it("the same file again answers duplicate and changes nothing", async () => {
      const files = await count(ctx(), "bank_files");
      const entries = await count(ctx(), "bank_file_entries");
      const jobs = await count(ctx(), "jobs");
      const res = await upload(payoutB, returnFile, { name: "renamed.xml" });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        duplicate: true,
        format: "camt.054.001.02",
        entries: 3,
        returned: [],
        unmatched: [],
        executedRuns: [],
      });
      expect(await count(ctx(), "bank_files")).toBe(files);
      expect(await count(ctx(), "bank_file_entries")).toBe(entries);
      expect(await count(ctx(), "jobs")).toBe(jobs);
    });

    it("the same return in another file is known, not applied twice", async () => {
      const res = await upload(
        payoutA,
        camtBytes({
          version: "001.08",
          kind: "053",
          entries: [returned({ endToEndId: `PR${runId}-${trade.tradeNumber}`, amountCents: item.amountCents, code: "AC04" })],
        }),
      );
      const body = (await res.json()) as Json;
      expect(body).toMatchObject({ returned: [], unmatched: [] });
      const known = await one<{ n: number }>(
        ctx(),
        sql`select count(*)::int as n from bank_file_entries where kind = 'known' and file_id = ${body.fileId as number}`,
      );
      expect(known.n).toBe(1);
    });

    it("lists the files and the open entries; a person resolves one with a note (once)", async () => {
      const list = (await (await api("/bank-files", payoutA)).json()) as { files: Json[]; openEntries: Json[] };
      expect(list.files.length).toBe(5);
      expect(list.files[0]).toMatchObject({ format: "camt.053.001.08", source: "upload" });
      const open = list.openEntries.find((e) => e.amountCents === 4_711)!;
      expect(open).toMatchObject({ kind: "unmatched", endToEndId: "SOMEONE-ELSE-1" });
      const done = await api(`/bank-files/entries/${open.id as number}/resolve`, payoutB, {
        note: "Customer's own transfer, sent back by hand",
      });
      expect(done.status).toBe(200);
      expect(await done.json()).toMatchObject({ id: open.id, resolvedNote: "Customer's own transfer, sent back by hand" });
      expect((await api(`/bank-files/entries/${open.id as number}/resolve`, payoutA, { note: "again" })).status).toBe(409);
      const after = (await (await api("/bank-files", payoutA)).json()) as { openEntries: Json[] };
      expect(after.openEntries.some((e) => e.id === open.id)).toBe(false);
      expect((await api("/bank-files/entries/999999/resolve", payoutA, { note: "x" })).status).toBe(404);
      expect((await api("/bank-files/entries/abc/resolve", payoutA, { note: "x" })).status).toBe(422);
      expect((await api(`/bank-files/entries/${open.id as number}/resolve`, payoutA, { note: "" })).status).toBe(422);
      expect((await api(`/bank-files/entries/${open.id as number}/resolve`, payoutA, { note: "x", extra: 1 })).status).toBe(422);
      const audit = await one<{ n: number }>(
        ctx(),
        sql`select count(*)::int as n from audit_log where action = 'payout.bankEntry.resolve'`,
      );
      expect(audit.n).toBe(1);
    });
  });

  it("refuses a malformed file, another message, no file, a body that is no form and a file over 10 MB: 4xx, nothing changed", async () => {
    const files = await count(ctx(), "bank_files");
    const good = camtFile({ version: "001.08", kind: "054", entries: [unknownCredit({ amountCents: 100 })] });
    const broken = await upload(payoutA, good.slice(0, -30));
    expect(broken.status).toBe(422);
    expect(broken.headers.get("content-type")).toMatch(/problem\+json/);
    expect(await broken.json()).toMatchObject({
      problem: "malformed",
      detail: expect.stringMatching(/not well-formed XML.*Nothing was changed/),
    });
    const pain = await upload(payoutA, good.replace("camt.054.001.08", "pain.001.001.09"));
    expect(pain.status).toBe(422);
    expect(await pain.json()).toMatchObject({ problem: "unknownMessage" });
    const form = new FormData();
    form.set("other", "x");
    const none = await ctx().request("/api/backoffice/bank-files", {
      host: BACKOFFICE,
      method: "POST",
      body: form,
      headers: bearer(payoutA),
    });
    expect(none.status).toBe(422);
    expect((await api("/bank-files", payoutA, { file: "x" })).status).toBe(415);
    const huge = await upload(payoutA, new Uint8Array(10 * 1024 * 1024 + 100));
    expect(huge.status).toBe(413);
    expect(await count(ctx(), "bank_files")).toBe(files);
  });
});
