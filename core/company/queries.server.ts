import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { companies, companyMembers, staffUsers, trades } from "../../db/schema/index.ts";
import type { EditionId } from "../editions/index.ts";
import type { CompanyRole, CompanyView, Invoicing, VatStatus } from "./types.ts";

const columns = {
  id: companies.id,
  edition: companies.edition,
  name: companies.name,
  vatId: companies.vatId,
  vatStatus: companies.vatStatus,
  street: companies.street,
  houseNumber: companies.houseNumber,
  zip: companies.zip,
  city: companies.city,
  country: companies.country,
  invoicing: companies.invoicing,
  managerId: staffUsers.id,
  managerName: staffUsers.displayName,
  managerEmail: staffUsers.email,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] | null };

function view(r: Row): CompanyView {
  return {
    id: r.id!,
    edition: r.edition as EditionId,
    name: r.name!,
    vatId: r.vatId,
    vatStatus: r.vatStatus as VatStatus,
    street: r.street!,
    houseNumber: r.houseNumber!,
    zip: r.zip!,
    city: r.city!,
    country: r.country!,
    invoicing: r.invoicing as Invoicing,
    accountManager: r.managerId ? { id: r.managerId, name: r.managerName!, email: r.managerEmail! } : null,
  };
}

/** The company with its account manager; null when there is none with that id. */
export async function companyById(db: Db, id: number): Promise<CompanyView | null> {
  const [r] = await db
    .select(columns)
    .from(companies)
    .leftJoin(staffUsers, eq(staffUsers.id, companies.accountManagerId))
    .where(eq(companies.id, id))
    .limit(1);
  return r ? view(r) : null;
}

/** The company a customer account belongs to, and the customer's role in it; null for a consumer account. */
export async function companyOfCustomer(db: Db, customerId: string): Promise<{ company: CompanyView; role: CompanyRole } | null> {
  const [r] = await db
    .select({ ...columns, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .leftJoin(staffUsers, eq(staffUsers.id, companies.accountManagerId))
    .where(eq(companyMembers.customerId, customerId))
    .limit(1);
  return r ? { company: view(r), role: r.role as CompanyRole } : null;
}

/** The id of the company's trade with this number; null when there is none, or it is another's (its documents answer 404). */
export async function companyTradeId(db: Db, tradeNumber: string, companyId: number): Promise<number | null> {
  const [found] = await db
    .select({ id: trades.id })
    .from(trades)
    .where(and(eq(trades.tradeNumber, tradeNumber), eq(trades.companyId, companyId)))
    .limit(1);
  return found?.id ?? null;
}
