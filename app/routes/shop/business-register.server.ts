/**
 * The business registration's server side (decision 0116), apart from core/company so that the
 * company module does not depend on the account module (credit notes read companies; accounts
 * reach trades).
 */
import { and, eq, isNull, notInArray } from "drizzle-orm";
import { register, type AccountEnv, type RegisterInput } from "../../../core/account/index.server.ts";
import { acceptInvite, createCompany, inviteByToken, inviteInvalid, type CompanyInput } from "../../../core/company/index.server.ts";
import { isBusinessEdition } from "../../../core/editions/index.ts";
import { ProblemError } from "../../../core/shared/index.ts";
import { companyMembers, customers } from "../../../db/schema/index.ts";

/**
 * The business registration (decision 0116): the shop's registration (`register`: same answer
 * whatever the e-mail, activation mail) and, when it created a new account (a row that was not
 * there before the call; a pending registration that `register` left in place does not count),
 * the company with that account as owner, or the invitation accepted for it. When the e-mail
 * already has an account, nothing more happens (the account's owner got the "account exists"
 * mail and can log in and accept the invitation there). The company becomes usable when the
 * account is activated by its mail's link.
 */
export async function registerBusiness(
  env: AccountEnv,
  input: { account: RegisterInput; company: CompanyInput | null; inviteToken: string | null },
): Promise<void> {
  const now = env.now ? env.now() : new Date();
  if (!isBusinessEdition(env.edition)) throw new ProblemError(404, "not_found");
  if (input.inviteToken !== null && !(await inviteByToken(env.db, input.inviteToken, now))) throw inviteInvalid();
  if (input.inviteToken === null && !input.company) throw new ProblemError(422, "company_required", "problem.detail.companyRequired");
  // The account this registration creates is a new row: one that existed before (a pending
  // registration that register left in place, e.g. over its mail limit) never gets the company.
  const before = await env.db.select({ id: customers.id }).from(customers).where(eq(customers.email, input.account.email));
  await register(env, input.account);
  const [created] = await env.db
    .select({ id: customers.id })
    .from(customers)
    .leftJoin(companyMembers, eq(companyMembers.customerId, customers.id))
    .where(
      and(
        eq(customers.email, input.account.email),
        isNull(customers.activatedAt),
        isNull(companyMembers.customerId),
        ...(before.length
          ? [
              notInArray(
                customers.id,
                before.map((b) => b.id),
              ),
            ]
          : []),
      ),
    )
    .limit(1);
  if (!created) return;
  try {
    if (input.inviteToken !== null) {
      await acceptInvite(env.db, { token: input.inviteToken, customerId: created.id, edition: env.edition, company: input.company, now });
    } else {
      await createCompany(env.db, { edition: env.edition, customerId: created.id, company: input.company!, now });
    }
  } catch (err) {
    // Same answer whatever happened (register's rule): a concurrent acceptance or company is not the caller's business.
    if (err instanceof ProblemError && err.status === 409) return;
    throw err;
  }
}
