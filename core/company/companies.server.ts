/**
 * Business accounts (decision 0116): a company with its owner and members (customer accounts of
 * the shop), invitations by link (the token hashed, 7 days), and the landing form's invitation
 * of the lead's contact (no company yet: accepting it creates the company from the lead). Nothing
 * here logs personal data.
 */
import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { b2bLeads, companies, companyInvites, companyMembers, customers } from "../../db/schema/index.ts";
import { hashToken, isOpaqueToken, newOpaqueToken } from "../credentials/index.server.ts";
import { editions, isBusinessEdition, pathFor, type EditionId } from "../editions/index.ts";
import type { Mailer } from "../mail/index.server.ts";
import { mailMessage } from "../mail/index.server.ts";
import { enforceRateLimit, recipientMailAllowed } from "../rate-limit/index.server.ts";
import { ProblemError } from "../shared/index.ts";
import { companyInviteMail } from "./mails.ts";
import { companyById, companyOfCustomer } from "./queries.server.ts";
import type { CompanyRole, CompanyView } from "./types.ts";
import type { CompanyInput, CompanyPatch } from "./validation.ts";

/** An invitation link is valid this long. */
export const INVITE_DAYS = 7;
/** Invitations a company may send per day (the owner's, and the limit on mails to colleagues). */
export const INVITES_PER_COMPANY_DAY = { perWindow: 20, windowSeconds: 24 * 60 * 60 };

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CompanyMemberView {
  customerId: string;
  name: string;
  email: string;
  role: CompanyRole;
  since: string;
}

export interface CompanyInviteView {
  id: number;
  email: string;
  role: CompanyRole;
  createdAt: string;
  expiresAt: string;
}

/** What an invitation link shows before it is accepted (no token, no ids beyond the invite's). */
export interface InviteByToken {
  id: number;
  email: string;
  role: CompanyRole;
  companyId: number | null;
  companyName: string | null;
  leadId: number | null;
  /** The lead's data to pre-fill the registration with (the landing form's invitation). */
  lead: { company: string; contactName: string } | null;
  expiresAt: string;
}

const notMember = () => new ProblemError(403, "not_company_member", "problem.detail.notCompanyMember");
const notOwner = () => new ProblemError(403, "not_company_owner", "problem.detail.notCompanyOwner");
export const inviteInvalid = () => new ProblemError(404, "invite_invalid", "problem.detail.inviteInvalid");

/** The caller's company and role; 403 for a customer in none. */
export async function requireMember(db: Db, customerId: string): Promise<{ company: CompanyView; role: CompanyRole }> {
  const found = await companyOfCustomer(db, customerId);
  if (!found) throw notMember();
  return found;
}

/** The caller's company when the caller is its owner; 403 otherwise. */
export async function requireOwner(db: Db, customerId: string): Promise<CompanyView> {
  const found = await requireMember(db, customerId);
  if (found.role !== "owner") throw notOwner();
  return found.company;
}

async function insertCompany(db: Db, edition: EditionId, input: CompanyInput, leadId: number | null, now: Date): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({
      edition,
      name: input.name,
      vatId: input.vatId,
      vatStatus: "unchecked",
      street: input.street,
      houseNumber: input.houseNumber,
      zip: input.zip,
      city: input.city,
      country: input.country,
      invoicing: input.invoicing,
      leadId,
      createdAt: now,
    })
    .returning({ id: companies.id });
  return row!.id;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === "23505") return true;
  return false;
}

const alreadyInCompany = () => new ProblemError(409, "company_exists", "problem.detail.companyExists");

/**
 * Creates a company with `customerId` as its owner, in one transaction; 409 when the customer
 * already belongs to a company (also when a concurrent call won).
 */
export async function createCompany(
  db: Db,
  input: { edition: EditionId; customerId: string; company: CompanyInput; leadId?: number | null; now: Date },
): Promise<CompanyView> {
  if (!isBusinessEdition(input.edition)) throw new ProblemError(404, "not_found");
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [member] = await t
        .select({ c: companyMembers.companyId })
        .from(companyMembers)
        .where(eq(companyMembers.customerId, input.customerId));
      if (member) throw alreadyInCompany();
      const companyId = await insertCompany(t, input.edition, input.company, input.leadId ?? null, input.now);
      await t.insert(companyMembers).values({ companyId, customerId: input.customerId, role: "owner", createdAt: input.now });
      return companyId;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadyInCompany();
    throw err;
  }
  return (await companyById(db, id))!;
}

/** The owner's change of the billing address and/or the invoicing choice. */
export async function updateCompany(db: Db, companyId: number, patch: CompanyPatch): Promise<CompanyView> {
  const set: Partial<typeof companies.$inferInsert> = {};
  for (const k of ["street", "houseNumber", "zip", "city", "country", "invoicing"] as const) {
    if (patch[k] !== undefined) (set as Record<string, unknown>)[k] = patch[k];
  }
  await db.update(companies).set(set).where(eq(companies.id, companyId));
  return (await companyById(db, companyId))!;
}

/** The company's users, the owner first. */
export async function companyMembersOf(db: Db, companyId: number): Promise<CompanyMemberView[]> {
  const rows = await db
    .select({
      customerId: companyMembers.customerId,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      role: companyMembers.role,
      since: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(customers, eq(customers.id, companyMembers.customerId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(desc(sql`${companyMembers.role} = 'owner'`), asc(companyMembers.createdAt), asc(customers.email));
  return rows.map((r) => ({
    customerId: r.customerId,
    name: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    role: r.role as CompanyRole,
    since: r.since.toISOString(),
  }));
}

/** Invitations not yet accepted and not expired, newest first. */
export async function openInvitesOf(db: Db, companyId: number, now: Date): Promise<CompanyInviteView[]> {
  const rows = await db
    .select({
      id: companyInvites.id,
      email: companyInvites.email,
      role: companyInvites.role,
      createdAt: companyInvites.createdAt,
      expiresAt: companyInvites.expiresAt,
    })
    .from(companyInvites)
    .where(and(eq(companyInvites.companyId, companyId), isNull(companyInvites.acceptedAt), gt(companyInvites.expiresAt, now)))
    .orderBy(desc(companyInvites.createdAt), desc(companyInvites.id));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role as CompanyRole,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}

/** The link a mail carries: the shop's business registration page with the token. */
export function inviteLink(edition: EditionId, origin: string, token: string): string {
  return `${origin}${pathFor(edition, "businessRegister")}?invite=${encodeURIComponent(token)}`;
}

async function newInvite(
  db: Db,
  values: { companyId: number | null; leadId: number | null; email: string; role: CompanyRole; invitedBy: string | null },
  now: Date,
): Promise<{ id: number; token: string }> {
  const token = newOpaqueToken();
  const [row] = await db
    .insert(companyInvites)
    .values({ ...values, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + INVITE_DAYS * DAY_MS) })
    .returning({ id: companyInvites.id });
  return { id: row!.id, token };
}

/**
 * The owner invites a colleague by e-mail (20 a day per company, 429 beyond): an invitation (7
 * days) and a mail with the link. 409 when the address already belongs to a member. At most
 * MAILS_PER_RECIPIENT mails an hour to one address (beyond, the invitation is stored, not mailed).
 */
export async function inviteColleague(
  db: Db,
  mailer: Mailer,
  origin: string,
  input: { company: CompanyView; invitedBy: string; inviterName: string; email: string; now: Date },
): Promise<CompanyInviteView> {
  const { company, now } = input;
  const [member] = await db
    .select({ id: customers.id })
    .from(companyMembers)
    .innerJoin(customers, eq(customers.id, companyMembers.customerId))
    .where(and(eq(companyMembers.companyId, company.id), eq(customers.email, input.email)));
  if (member) throw new ProblemError(409, "already_member", "problem.detail.alreadyMember");
  await enforceRateLimit(db, `company-invite:${company.id}`, INVITES_PER_COMPANY_DAY, now);
  const { id, token } = await newInvite(
    db,
    { companyId: company.id, leadId: null, email: input.email, role: "member", invitedBy: input.invitedBy },
    now,
  );
  if (await recipientMailAllowed(db, "company-invite", input.email, now)) {
    const content = companyInviteMail(company.edition, origin, {
      kind: "member",
      company: company.name,
      inviter: input.inviterName,
      link: inviteLink(company.edition, origin, token),
      days: INVITE_DAYS,
    });
    await mailer.send(mailMessage({ from: editions[company.edition].contactSender, to: input.email }, content, { kind: "b2b.invite" }));
  }
  const [view] = (await openInvitesOf(db, company.id, now)).filter((i) => i.id === id);
  return view!;
}

/**
 * The landing form's invitation of the lead's contact (decision 0116): an owner invitation
 * without company; the token goes back to the caller for the acknowledgement mail's link.
 */
export async function inviteLeadContact(db: Db, lead: { id: number; email: string }, now: Date): Promise<string> {
  const { token } = await newInvite(db, { companyId: null, leadId: lead.id, email: lead.email, role: "owner", invitedBy: null }, now);
  return token;
}

/** The owner withdraws an open invitation of their company; 404 for one that is not theirs or no longer open. */
export async function revokeInvite(db: Db, companyId: number, inviteId: number): Promise<void> {
  const deleted = await db
    .delete(companyInvites)
    .where(and(eq(companyInvites.id, inviteId), eq(companyInvites.companyId, companyId), isNull(companyInvites.acceptedAt)))
    .returning({ id: companyInvites.id });
  if (!deleted.length) throw new ProblemError(404, "invite_not_found", "problem.detail.inviteNotFound");
}

/** The owner removes a member (the account stays a consumer account); the owner cannot remove themself (409). */
export async function removeMember(db: Db, companyId: number, customerId: string): Promise<void> {
  const deleted = await db
    .delete(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.customerId, customerId), eq(companyMembers.role, "member")))
    .returning({ id: companyMembers.customerId });
  if (deleted.length) return;
  const [owner] = await db
    .select({ id: companyMembers.customerId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.customerId, customerId)));
  if (owner) throw new ProblemError(409, "owner_cannot_leave", "problem.detail.ownerCannotLeave");
  throw new ProblemError(404, "member_not_found", "problem.detail.memberNotFound");
}

/** An open invitation by its link's token; null for a malformed, unknown, used or expired one. */
export async function inviteByToken(db: Db, token: string | null | undefined, now: Date): Promise<InviteByToken | null> {
  if (!isOpaqueToken(token)) return null;
  const [r] = await db
    .select({
      id: companyInvites.id,
      email: companyInvites.email,
      role: companyInvites.role,
      companyId: companyInvites.companyId,
      companyName: companies.name,
      leadId: companyInvites.leadId,
      leadCompany: b2bLeads.company,
      leadContact: b2bLeads.contactName,
      expiresAt: companyInvites.expiresAt,
    })
    .from(companyInvites)
    .leftJoin(companies, eq(companies.id, companyInvites.companyId))
    .leftJoin(b2bLeads, eq(b2bLeads.id, companyInvites.leadId))
    .where(and(eq(companyInvites.tokenHash, hashToken(token)), isNull(companyInvites.acceptedAt), gt(companyInvites.expiresAt, now)))
    .limit(1);
  if (!r) return null;
  return {
    id: r.id,
    email: r.email,
    role: r.role as CompanyRole,
    companyId: r.companyId,
    companyName: r.companyName,
    leadId: r.leadId,
    lead: r.leadCompany !== null ? { company: r.leadCompany, contactName: r.leadContact ?? "" } : null,
    expiresAt: r.expiresAt.toISOString(),
  };
}

/**
 * Accepts an invitation for `customerId` (exactly once, even concurrently): a member's invitation
 * joins the company; the landing form's owner invitation creates the company from `company` (the
 * registration's fields, 422 when missing) with the customer as owner. 404 for an invalid link,
 * 409 when the customer already belongs to a company. One transaction.
 */
export async function acceptInvite(
  db: Db,
  input: { token: string; customerId: string; edition: EditionId; company?: CompanyInput | null; now: Date },
): Promise<CompanyView> {
  const invite = await inviteByToken(db, input.token, input.now);
  if (!invite) throw inviteInvalid();
  if (invite.companyId === null && !input.company) {
    throw new ProblemError(422, "company_required", "problem.detail.companyRequired");
  }
  let companyId: number;
  try {
    companyId = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [member] = await t
        .select({ c: companyMembers.companyId })
        .from(companyMembers)
        .where(eq(companyMembers.customerId, input.customerId));
      if (member) throw alreadyInCompany();
      const [taken] = await t
        .update(companyInvites)
        .set({ acceptedAt: input.now, acceptedBy: input.customerId })
        .where(and(eq(companyInvites.id, invite.id), isNull(companyInvites.acceptedAt), gt(companyInvites.expiresAt, input.now)))
        .returning({ id: companyInvites.id });
      if (!taken) throw inviteInvalid();
      const id = invite.companyId ?? (await insertCompany(t, input.edition, input.company!, invite.leadId, input.now));
      await t.insert(companyMembers).values({ companyId: id, customerId: input.customerId, role: invite.role, createdAt: input.now });
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadyInCompany();
    throw err;
  }
  return (await companyById(db, companyId))!;
}
