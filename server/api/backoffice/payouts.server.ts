/**
 * `/api/backoffice/payout-runs` (issue 14, decision 0037), for the roles `payout` and admin: make a
 * run of the `payout_pending` trades (all, or by edition, method, age), list and read runs, download
 * a run's SEPA pain.001.001.09 file and PayPal CSV (private, no-store), confirm a run as sent (four
 * eyes: not its maker, admin included), discard an open run whose files were not sent, and mark a
 * returned transfer per trade. Amounts are decimal
 * EUR as everywhere in the API, with the integer cents beside them.
 */
import { Hono } from "hono";
import {
  instantLimitCents,
  payoutDebtor,
  payoutRunRequestSchema,
  returnedTransferSchema,
  runRequestParts,
} from "../../../core/payout/index.ts";
import {
  confirmPayoutRun,
  createPayoutRun,
  discardPayoutRun,
  getPayoutRun,
  listPayoutRuns,
  markTransferReturned,
  payoutsWaiting,
  releasePayoutRun,
  payoutRunPaypalCsv,
  payoutRunPaypalView,
  paypalApiOn,
  payoutRunSepaXml,
  previewPayoutRun,
  type PayoutRunItemView,
  type PayoutRunSummary,
} from "../../../core/payout/index.server.ts";
import { nowFrom, fromCents, inputString, ProblemError, z } from "../../../core/shared/index.ts";
import { staffActor, tradeNumberOf } from "../../../core/trade/index.server.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { parseWith, readJson } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";
import { csvResponse, xmlResponse } from "../../http/file-answers.server.ts";

export const PAYOUT_ROLES = ["payout"] as const;

export const runParams = z.object({ runId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const runItemParams = runParams.extend({ tradeNumber: inputString().regex(/^(SB-?)?\d{7}$/i) });

const PRIVATE = { "cache-control": "private, no-store" } as const;

export const runJson = (r: PayoutRunSummary) => ({ ...r, total: fromCents(r.totalCents) });
export const itemJson = (i: PayoutRunItemView) => ({ ...i, amount: fromCents(i.amountCents) });

async function runOr404(c: { get: (k: "deps") => AppEnv["Variables"]["deps"] }, runId: number) {
  const found = await getPayoutRun(c.get("deps").database.db, runId);
  if (!found) throw new ProblemError(404, "not_found", "backoffice.payouts.error.noRun");
  return found;
}

export const backofficePayoutsApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    await requireStaff(c, ...PAYOUT_ROLES);
    const runs = await listPayoutRuns(c.get("deps").database.db);
    return c.json({ runs: runs.map(runJson) }, 200, PRIVATE);
  })
  // what waits for its payout per edition and method, the oldest one against the promise (decision 0110)
  .get("/waiting", async (c) => {
    await requireStaff(c, ...PAYOUT_ROLES);
    const deps = c.get("deps");
    const waiting = await payoutsWaiting(deps.database.db, nowFrom(deps));
    return c.json({ waiting: waiting.map((w) => ({ ...w, total: fromCents(w.totalCents) })) }, 200, PRIVATE);
  })
  .post("/preview", async (c) => {
    await requireStaff(c, ...PAYOUT_ROLES);
    const { filter, instant } = runRequestParts(await readJson(c, payoutRunRequestSchema));
    const deps = c.get("deps");
    const preview = await previewPayoutRun(deps.database.db, filter, nowFrom(deps), {
      instant,
      instantLimitCents: instantLimitCents(deps.config.SEPA_INSTANT_LIMIT_EUR),
    });
    return c.json({ ...preview, total: fromCents(preview.totalCents) }, 200, PRIVATE);
  })
  .post("/", async (c) => {
    const staff = await requireStaff(c, ...PAYOUT_ROLES);
    const { filter, instant } = runRequestParts(await readJson(c, payoutRunRequestSchema));
    const deps = c.get("deps");
    const run = await createPayoutRun(deps.database.db, {
      filter,
      instant,
      instantLimitCents: instantLimitCents(deps.config.SEPA_INSTANT_LIMIT_EUR),
      staff: staffActor(staff, "payout", c.get("clientKey")),
      now: nowFrom(deps),
    });
    return c.json({ ...run, total: fromCents(run.totalCents) }, 201, PRIVATE);
  })
  .get("/:runId", async (c) => {
    await requireStaff(c, ...PAYOUT_ROLES);
    const { runId } = parseWith(runParams, c.req.param());
    const { run, items } = await runOr404(c, runId);
    const paypal = paypalApiOn(c.get("deps").config) ? { paypal: await payoutRunPaypalView(c.get("deps").database.db, runId) } : {};
    return c.json({ run: runJson(run), items: items.map(itemJson), ...paypal }, 200, PRIVATE);
  })
  .get("/:runId/sepa.xml", async (c) => {
    await requireStaff(c, ...PAYOUT_ROLES);
    const { runId } = parseWith(runParams, c.req.param());
    const deps = c.get("deps");
    const file = await payoutRunSepaXml(deps.database.db, runId, payoutDebtor(deps.config));
    return xmlResponse(file.xml, `${file.messageId}.xml`);
  })
  .get("/:runId/paypal.csv", async (c) => {
    await requireStaff(c, ...PAYOUT_ROLES);
    const { runId } = parseWith(runParams, c.req.param());
    // with PayPal's API on, confirming sends the PayPal items through it: a CSV uploaded as well would pay twice (decision 0112)
    if (paypalApiOn(c.get("deps").config)) throw new ProblemError(409, "payout_paypal_api", "backoffice.paypal.error.csvOff");
    const file = await payoutRunPaypalCsv(c.get("deps").database.db, runId);
    return csvResponse(file.csv, `payout-run-${runId}-paypal.csv`);
  })
  .post("/:runId/confirm", async (c) => {
    const staff = await requireStaff(c, ...PAYOUT_ROLES);
    const { runId } = parseWith(runParams, c.req.param());
    const deps = c.get("deps");
    const run = await confirmPayoutRun(deps.database.db, {
      runId,
      staff: staffActor(staff, "payout", c.get("clientKey")),
      now: nowFrom(deps),
      locale: c.get("locale"),
      paypalApi: paypalApiOn(deps.config),
    });
    return c.json({ run: runJson(run) }, 200, PRIVATE);
  })
  // a payout clerk releases a run the schedule proposed; another person then confirms it (decision 0110)
  .post("/:runId/release", async (c) => {
    const staff = await requireStaff(c, ...PAYOUT_ROLES);
    const { runId } = parseWith(runParams, c.req.param());
    const deps = c.get("deps");
    const run = await releasePayoutRun(deps.database.db, {
      runId,
      staff: staffActor(staff, "payout", c.get("clientKey")),
      now: nowFrom(deps),
    });
    return c.json({ run: runJson(run) }, 200, PRIVATE);
  })
  .post("/:runId/discard", async (c) => {
    const staff = await requireStaff(c, ...PAYOUT_ROLES);
    const { runId } = parseWith(runParams, c.req.param());
    const deps = c.get("deps");
    await discardPayoutRun(deps.database.db, { runId, staff: staffActor(staff, "payout", c.get("clientKey")), now: nowFrom(deps) });
    return c.json({ runId, discarded: true }, 200, PRIVATE);
  })
  .post("/:runId/items/:tradeNumber/returned", async (c) => {
    const staff = await requireStaff(c, ...PAYOUT_ROLES);
    const { runId, tradeNumber } = parseWith(runItemParams, c.req.param());
    const { reason } = await readJson(c, returnedTransferSchema);
    const deps = c.get("deps");
    const item = await markTransferReturned(deps.database.db, {
      runId,
      tradeNumber: tradeNumberOf(tradeNumber) ?? tradeNumber,
      reason,
      staff: staffActor(staff, "payout", c.get("clientKey")),
      now: nowFrom(deps),
      locale: c.get("locale"),
    });
    return c.json({ item: itemJson(item) }, 200, PRIVATE);
  });
