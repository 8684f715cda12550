import type { Context } from "hono";
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import {
  acceptInvite,
  companyMembersOf,
  companyOfCustomer,
  companyPatchSchema,
  companySchema,
  createCompany,
  inviteColleague,
  inviteSchema,
  openInvitesOf,
  removeMember,
  requireMember,
  requireOwner,
  revokeInvite,
  updateCompany,
  type CompanyRole,
  type CompanyView,
} from "../../core/company/index.server.ts";
import { isBusinessEdition } from "../../core/editions/index.ts";
import { enforceRateLimit } from "../../core/rate-limit/index.server.ts";
import { nowFrom, ProblemError, z } from "../../core/shared/index.ts";
import { customers } from "../../db/schema/index.ts";
import { mailOrigin } from "../config/config.server.ts";
import type { AppEnv } from "../config/env.server.ts";
import { readJson } from "../http/problem.server.ts";
import { requireCustomer } from "./account.server.ts";

/** Changes per customer and hour (create, change, invite, revoke, remove, accept). */
export const COMPANY_CHANGE_LIMIT = { perWindow: 60, windowSeconds: 60 * 60 };
/** Reads per customer and minute. */
export const COMPANY_READ_LIMIT = { perWindow: 120, windowSeconds: 60 };

/** The company as a member reads it: the company, the caller's role, the members; open invitations for the owner only. */
async function companyAnswer(c: Context<AppEnv>, found: { company: CompanyView; role: CompanyRole }) {
  const db = c.get("deps").database.db;
  return {
    company: found.company,
    role: found.role,
    members: (await companyMembersOf(db, found.company.id)).map(({ customerId, ...m }) => ({ id: customerId, ...m })),
    invites: found.role === "owner" ? await openInvitesOf(db, found.company.id, nowFrom(c.get("deps"))) : [],
  };
}

/** The bearer's customer id, counted against the limit. */
async function caller(c: Context<AppEnv>, change: boolean): Promise<string> {
  const customerId = await requireCustomer(c);
  const deps = c.get("deps");
  await enforceRateLimit(
    deps.database.db,
    `b2b-company:${change ? "change" : "read"}:${customerId}`,
    change ? COMPANY_CHANGE_LIMIT : COMPANY_READ_LIMIT,
    nowFrom(deps),
  );
  return customerId;
}

const inviteIdParam = z.coerce.number().int().positive();

/**
 * Business accounts (issue 33, decision 0116): a member reads the company; a customer without
 * one creates it; the owner changes address and invoicing, invites colleagues, withdraws
 * invitations and removes members; an invited customer accepts. Only on business editions
 * (404 elsewhere); every answer is private and not stored.
 */
export const b2bCompanyApi = new Hono<AppEnv>()
  .use("/company/*", businessOnly)
  .use("/company", businessOnly)
  .use("/invites/*", businessOnly)
  .get("/company", async (c) => {
    const customerId = await caller(c, false);
    return c.json(await companyAnswer(c, await requireMember(c.get("deps").database.db, customerId)));
  })
  .post("/company", async (c) => {
    const customerId = await caller(c, true);
    const input = await readJson(c, companySchema);
    const deps = c.get("deps");
    await createCompany(deps.database.db, { edition: c.get("edition"), customerId, company: input, now: nowFrom(deps) });
    return c.json(await companyAnswer(c, (await companyOfCustomer(deps.database.db, customerId))!), 201);
  })
  .patch("/company", async (c) => {
    const customerId = await caller(c, true);
    const db = c.get("deps").database.db;
    const company = await requireOwner(db, customerId);
    const patch = await readJson(c, companyPatchSchema);
    await updateCompany(db, company.id, patch);
    return c.json(await companyAnswer(c, (await companyOfCustomer(db, customerId))!));
  })
  .post("/company/invites", async (c) => {
    const customerId = await caller(c, true);
    const deps = c.get("deps");
    const db = deps.database.db;
    const company = await requireOwner(db, customerId);
    const { email } = await readJson(c, inviteSchema);
    const [me] = await db
      .select({ first: customers.firstName, last: customers.lastName })
      .from(customers)
      .where(eq(customers.id, customerId));
    const invite = await inviteColleague(db, deps.mailer, mailOrigin(deps.config, company.edition), {
      company,
      invitedBy: customerId,
      inviterName: `${me!.first} ${me!.last}`.trim(),
      email,
      now: nowFrom(deps),
    });
    return c.json(invite, 201);
  })
  .delete("/company/invites/:id", async (c) => {
    const customerId = await caller(c, true);
    const db = c.get("deps").database.db;
    const company = await requireOwner(db, customerId);
    const id = inviteIdParam.safeParse(c.req.param("id"));
    if (!id.success) throw new ProblemError(404, "invite_not_found", "problem.detail.inviteNotFound");
    await revokeInvite(db, company.id, id.data);
    return c.body(null, 204);
  })
  .delete("/company/members/:id", async (c) => {
    const customerId = await caller(c, true);
    const db = c.get("deps").database.db;
    const company = await requireOwner(db, customerId);
    await removeMember(db, company.id, c.req.param("id"));
    return c.body(null, 204);
  })
  .post("/invites/:token/accept", async (c) => {
    const customerId = await caller(c, true);
    const deps = c.get("deps");
    const body = c.req.header("content-length") === "0" || !c.req.header("content-type") ? {} : await readJson(c, acceptSchema);
    await acceptInvite(deps.database.db, {
      token: c.req.param("token"),
      customerId,
      edition: c.get("edition"),
      company: body.company ?? null,
      now: nowFrom(deps),
    });
    return c.json(await companyAnswer(c, (await companyOfCustomer(deps.database.db, customerId))!));
  });

/** Accepting the landing form's invitation creates the company: its fields then come with it. */
export const acceptSchema = z.object({ company: companySchema.optional() });

async function businessOnly(c: Context<AppEnv>, next: () => Promise<void>) {
  if (!isBusinessEdition(c.get("edition"))) throw new ProblemError(404, "not_found", "problem.detail.noB2b");
  c.header("Cache-Control", "private, no-store");
  await next();
}
