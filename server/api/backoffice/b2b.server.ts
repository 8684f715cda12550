/**
 * `/api/backoffice/b2b` (issue 33, decision 0123): the business pipeline. Reading (leads, quotes,
 * companies' trades, one lead, one company, one quote): account_manager, support and admin.
 * Changing a lead's status and assigning account managers: account_manager and admin, each change
 * audited. Answers are `private, no-store`; limits per staff user; the log has paths only (ids and
 * quote numbers, never an e-mail address).
 */
import type { Context } from "hono";
import { Hono } from "hono";
import {
  assignCompanyManager,
  assignLeadManager,
  assignQuoteManager,
  companyDetail,
  companyParams,
  leadDetail,
  leadListQuery,
  leadParams,
  leadStatusSchema,
  listCompanyTrades,
  listLeads,
  listQuotes,
  managerSchema,
  PIPELINE_READ_ROLES,
  PIPELINE_WRITE_ROLES,
  quoteDetail,
  quoteListQuery,
  quoteNumberParams,
  setLeadStatus,
  tradeListQuery,
  type PipelineActor,
} from "../../../core/b2b-pipeline/index.server.ts";
import { enforceRateLimit } from "../../../core/rate-limit/index.server.ts";
import { nowFrom, ProblemError, queryOf } from "../../../core/shared/index.ts";
import type { StaffContext } from "../../../core/staff/index.server.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { parseWith, readJson } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";

/** Per staff user: list and detail reads, and the changes. */
export const B2B_PIPELINE_READS = { perWindow: 600, windowSeconds: 10 * 60 };
export const B2B_PIPELINE_WRITES = { perWindow: 120, windowSeconds: 10 * 60 };

async function staffFor(c: Context<AppEnv>, limit: "read" | "write"): Promise<StaffContext> {
  const staff = await requireStaff(c, ...(limit === "read" ? PIPELINE_READ_ROLES : PIPELINE_WRITE_ROLES));
  const rule = limit === "read" ? B2B_PIPELINE_READS : B2B_PIPELINE_WRITES;
  await enforceRateLimit(c.get("deps").database.db, `b2b-pipeline:${limit}:${staff.staff.id}`, rule, nowFrom(c.get("deps")));
  c.header("Cache-Control", "private, no-store");
  return staff;
}

const actorOf = (c: Context<AppEnv>, staff: StaffContext): PipelineActor => ({
  staff: { id: staff.staff.id, email: staff.staff.email },
  now: nowFrom(c.get("deps")),
  clientKey: c.get("clientKey"),
});

const query = (c: Context<AppEnv>) => queryOf(new URL(c.req.url).searchParams);
const db = (c: Context<AppEnv>) => c.get("deps").database.db;
const notFound = (detail: string) => new ProblemError(404, "not_found", detail);

export const backofficeB2bApi = new Hono<AppEnv>()
  .get("/leads", async (c) => {
    const staff = await staffFor(c, "read");
    return c.json(await listLeads(db(c), parseWith(leadListQuery, query(c)), staff.staff.id));
  })
  .get("/quotes", async (c) => {
    const staff = await staffFor(c, "read");
    return c.json(await listQuotes(db(c), parseWith(quoteListQuery, query(c)), staff.staff.id, nowFrom(c.get("deps"))));
  })
  .get("/trades", async (c) => {
    const staff = await staffFor(c, "read");
    return c.json(await listCompanyTrades(db(c), parseWith(tradeListQuery, query(c)), staff.staff.id));
  })
  .get("/leads/:leadId", async (c) => {
    await staffFor(c, "read");
    const { leadId } = parseWith(leadParams, c.req.param());
    const found = await leadDetail(db(c), leadId, nowFrom(c.get("deps")));
    if (!found) throw notFound("backoffice.b2b.problem.leadNotFound");
    return c.json(found);
  })
  .get("/companies/:companyId", async (c) => {
    await staffFor(c, "read");
    const { companyId } = parseWith(companyParams, c.req.param());
    const found = await companyDetail(db(c), companyId, nowFrom(c.get("deps")));
    if (!found) throw notFound("backoffice.b2b.problem.companyNotFound");
    return c.json(found);
  })
  .get("/quotes/:quoteNumber", async (c) => {
    await staffFor(c, "read");
    const { quoteNumber } = parseWith(quoteNumberParams, c.req.param());
    const found = await quoteDetail(db(c), quoteNumber, nowFrom(c.get("deps")));
    if (!found) throw notFound("backoffice.b2b.problem.quoteNotFound");
    return c.json(found);
  })
  .post("/leads/:leadId/status", async (c) => {
    const staff = await staffFor(c, "write");
    const { leadId } = parseWith(leadParams, c.req.param());
    const { status } = await readJson(c, leadStatusSchema);
    return c.json(await setLeadStatus(db(c), actorOf(c, staff), leadId, status));
  })
  .post("/leads/:leadId/manager", async (c) => {
    const staff = await staffFor(c, "write");
    const { leadId } = parseWith(leadParams, c.req.param());
    const { managerId } = await readJson(c, managerSchema);
    return c.json(await assignLeadManager(db(c), actorOf(c, staff), leadId, managerId));
  })
  .post("/companies/:companyId/manager", async (c) => {
    const staff = await staffFor(c, "write");
    const { companyId } = parseWith(companyParams, c.req.param());
    const { managerId } = await readJson(c, managerSchema);
    return c.json(await assignCompanyManager(db(c), actorOf(c, staff), companyId, managerId));
  })
  .post("/quotes/:quoteNumber/manager", async (c) => {
    const staff = await staffFor(c, "write");
    const { quoteNumber } = parseWith(quoteNumberParams, c.req.param());
    const { managerId } = await readJson(c, managerSchema);
    return c.json(await assignQuoteManager(db(c), actorOf(c, staff), quoteNumber, managerId));
  });
