/**
 * `/api/backoffice/support` (issue 14, decision 0041): customer service for the roles `support`
 * and `admin`: search, a customer's or guest's view with trades, contact messages and the mail
 * log, resend a mail, the contact inbox and its answers, the GDPR export and erasure. Answers
 * are `private, no-store`; the request log has the path only (no query string, no body), and the
 * paths carry ids and trade numbers, never an e-mail address. Writes are rate limited per staff user.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { recordAudit } from "../../../core/audit/index.server.ts";
import { enforceRateLimit } from "../../../core/rate-limit/index.server.ts";
import { nowFrom, inputString, ProblemError, z, queryOf } from "../../../core/shared/index.ts";
import type { StaffContext } from "../../../core/staff/index.server.ts";
import { parseSupportQuery, SEARCH_KEYS, answerSchema, inboxQuery } from "../../../core/support/index.ts";
import {
  answerContactMessage,
  customerSupportView,
  eraseCustomer,
  eraseGuest,
  getContactMessage,
  guestSupportView,
  listInbox,
  resendMail,
  searchSupport,
  supportCustomerExport,
  supportGuestExport,
} from "../../../core/support/index.server.ts";
import { mailOrigin } from "../../config/config.server.ts";
import type { AppDeps, AppEnv } from "../../config/env.server.ts";
import { parseWith, readJson } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";

export const supportSearchQuery = z.object({
  q: inputString({ error: "backoffice.support.error.queryMissing" })
    .trim()
    .min(1, "backoffice.support.error.queryMissing")
    .max(100, "validation.tooLong"),
  by: z
    .enum(SEARCH_KEYS)
    .optional()
    .describe(
      "auto (default): trade number, customer number, e-mail (has @), IBAN ending (letters and digits with a digit, no letter-only word), else a name or part of an e-mail (decision 0083)",
    ),
});
export const customerParams = z.object({
  customerId: inputString()
    .trim()
    .min(1)
    .max(64, "validation.tooLong")
    .regex(/^[A-Za-z0-9-]+$/, "validation.invalid"),
});
export const guestParams = z.object({
  tradeNumber: inputString()
    .trim()
    .regex(/^SB-\d{7}$/, "validation.invalid")
    .describe("A guest trade's number: SB-1234567"),
});
export const mailParams = z.object({ mailId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const messageParams = z.object({ messageId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Per staff user: searches and views, and the writes that mail or erase. */
export const SUPPORT_READS = { perWindow: 600, windowSeconds: 10 * 60 };
export const SUPPORT_WRITES = { perWindow: 60, windowSeconds: 10 * 60 };

async function staffFor(c: Context<AppEnv>, limit: "read" | "write"): Promise<StaffContext> {
  const staff = await requireStaff(c, "support", "admin");
  const rule = limit === "read" ? SUPPORT_READS : SUPPORT_WRITES;
  await enforceRateLimit(c.get("deps").database.db, `support:${limit}:${staff.staff.id}`, rule, nowFrom(c.get("deps")));
  c.header("Cache-Control", "private, no-store");
  return staff;
}

const act = (c: Context<AppEnv>, staff: StaffContext) => ({
  staff: staff.staff,
  now: nowFrom(c.get("deps")),
  clientKey: c.get("clientKey"),
});

type Actor = ReturnType<typeof act>;
type Db = AppDeps["database"]["db"];

/** A person support looks after: a customer (by id) or a guest (by trade number). */
interface Person<Data> {
  key: (c: Context<AppEnv>) => string;
  view: (db: Db, key: string) => Promise<unknown>;
  exportData: (db: Db, key: string, now: Date) => Promise<Data>;
  /** The audit target and the export's file name part. */
  target: (key: string) => string;
  fileName: (key: string, data: Data) => string;
  erase: (db: Db, actor: Actor, key: string) => Promise<unknown>;
}

/** `GET path` (the view), `GET path/export` (the audited GDPR export) and `POST path/erase` of one kind of person. */
function personRoutes<Data>(app: Hono<AppEnv>, path: string, person: Person<Data>): void {
  app.get(path, async (c) => {
    await staffFor(c, "read");
    return c.json(await person.view(c.get("deps").database.db, person.key(c)));
  });
  app.get(`${path}/export`, async (c) => {
    const staff = await staffFor(c, "write");
    const key = person.key(c);
    const deps = c.get("deps");
    const data = await person.exportData(deps.database.db, key, nowFrom(deps));
    await auditExport(c, staff, person.target(key));
    c.header("Content-Disposition", `attachment; filename="sellback-export-${person.fileName(key, data)}.json"`);
    return c.json(data);
  });
  app.post(`${path}/erase`, async (c) => {
    const staff = await staffFor(c, "write");
    const key = person.key(c);
    return c.json(await person.erase(c.get("deps").database.db, act(c, staff), key));
  });
}

export const backofficeSupportApi = new Hono<AppEnv>()
  .get("/search", async (c) => {
    await staffFor(c, "read");
    const { q, by } = parseWith(supportSearchQuery, queryOf(new URL(c.req.url).searchParams));
    const query = parseSupportQuery(q, by);
    if (typeof query === "string")
      throw new ProblemError(422, "validation", undefined, [{ field: "q", message: `backoffice.support.error.${query}` }]);
    return c.json({ query: { by: query.by }, ...(await searchSupport(c.get("deps").database.db, query)) });
  })
  .post("/mails/:mailId/resend", async (c) => {
    const staff = await staffFor(c, "write");
    const { mailId } = parseWith(mailParams, c.req.param());
    const deps = c.get("deps");
    return c.json(
      await resendMail(deps.database.db, deps.mailer, {
        ...act(c, staff),
        mailId,
        originFor: (edition) => mailOrigin(deps.config, edition),
      }),
    );
  })
  .get("/inbox", async (c) => {
    await staffFor(c, "read");
    const f = parseWith(inboxQuery, queryOf(new URL(c.req.url).searchParams));
    return c.json(await listInbox(c.get("deps").database.db, f));
  })
  .get("/inbox/:messageId", async (c) => {
    await staffFor(c, "read");
    const { messageId } = parseWith(messageParams, c.req.param());
    return c.json(await getContactMessage(c.get("deps").database.db, messageId));
  })
  .post("/inbox/:messageId/answer", async (c) => {
    const staff = await staffFor(c, "write");
    const { messageId } = parseWith(messageParams, c.req.param());
    const { answer } = await readJson(c, answerSchema);
    const deps = c.get("deps");
    return c.json(
      await answerContactMessage(deps.database.db, deps.mailer, {
        ...act(c, staff),
        id: messageId,
        answer,
        originFor: (edition) => mailOrigin(deps.config, edition),
      }),
    );
  });

async function auditExport(c: Context<AppEnv>, staff: StaffContext, target: string) {
  await recordAudit(c.get("deps").database.db, {
    at: nowFrom(c.get("deps")),
    staffId: staff.staff.id,
    staffEmail: staff.staff.email,
    action: "support.export",
    target,
    clientKey: c.get("clientKey"),
  });
}

personRoutes(backofficeSupportApi, "/customers/:customerId", {
  key: (c) => parseWith(customerParams, c.req.param()).customerId,
  view: customerSupportView,
  exportData: supportCustomerExport,
  target: (customerId) => `customer:${customerId}`,
  fileName: (_customerId, data) => data.account.customerNumber,
  erase: (db, actor, customerId) => eraseCustomer(db, { ...actor, customerId }),
});
personRoutes(backofficeSupportApi, "/guests/:tradeNumber", {
  key: (c) => parseWith(guestParams, c.req.param()).tradeNumber,
  view: guestSupportView,
  exportData: supportGuestExport,
  target: (tradeNumber) => `trade:${tradeNumber}`,
  fileName: (tradeNumber) => tradeNumber,
  erase: (db, actor, tradeNumber) => eraseGuest(db, { ...actor, tradeNumber }),
});
