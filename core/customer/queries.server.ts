/**
 * The customer area's data: every query is scoped to the bearer's customer id, so another
 * customer's ids are simply not found (404).
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { customerAddresses, customers, paymentAccounts, phoneContacts, tradeEvents, tradeLines, trades } from "../../db/schema/index.ts";
import { pathFor, resolveLocale, type EditionId } from "../editions/index.ts";
import { addressSchema, paymentSchema, type AddressInput, type PaymentInput } from "../account/index.ts";
import { verifyPassword } from "../credentials/index.server.ts";
import { markEmailUnproven } from "../account/index.server.ts";
import { ibanEnding, maskIban, maskEmail, ProblemError } from "../shared/index.ts";
import { labelUrlFor } from "../trade/index.server.ts";

const notFound = () => new ProblemError(404, "not_found");

export interface PhoneView {
  id: string;
  kind: string;
  number: string;
}

export interface CustomerView {
  id: string;
  customerNumber: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  locale: string;
  edition: string;
  phone: string | null;
  phoneContacts: PhoneView[];
  birthdate: string | null;
  activated: boolean;
  createdAt: string;
}

export async function getCustomer(db: Db, customerId: string): Promise<CustomerView> {
  const [c] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!c) throw notFound();
  const phones = await db
    .select({ id: phoneContacts.id, kind: phoneContacts.kind, number: phoneContacts.number })
    .from(phoneContacts)
    .where(eq(phoneContacts.customerId, customerId))
    .orderBy(asc(phoneContacts.createdAt));
  return {
    id: c.id,
    customerNumber: c.customerNumber,
    email: c.email,
    username: c.username,
    firstName: c.firstName,
    lastName: c.lastName,
    locale: c.locale,
    edition: c.edition,
    phone: c.phone,
    phoneContacts: phones,
    birthdate: c.birthdate,
    activated: c.activatedAt !== null,
    createdAt: c.createdAt.toISOString(),
  };
}

/** Names, language, and (with the current password) the e-mail; a taken e-mail → 409. */
export async function updateCustomer(
  db: Db,
  customerId: string,
  patch: {
    firstName?: string | undefined;
    lastName?: string | undefined;
    locale?: string | undefined;
    email?: string | undefined;
    currentPassword?: string | undefined;
  },
): Promise<CustomerView> {
  const [c] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!c) throw notFound();
  const set: Partial<typeof customers.$inferInsert> = { updatedAt: new Date() };
  if (patch.firstName) set.firstName = patch.firstName;
  if (patch.lastName) set.lastName = patch.lastName;
  if (patch.locale !== undefined) {
    try {
      set.locale = resolveLocale(patch.locale);
    } catch {
      throw new ProblemError(422, "validation", undefined, [{ field: "locale", message: "account.error.locale" }]);
    }
  }
  if (patch.email && patch.email !== c.email) {
    if (!(await verifyPassword(c.passwordHash, patch.currentPassword ?? ""))) {
      throw new ProblemError(422, "validation", undefined, [{ field: "currentPassword", message: "account.error.currentPassword" }]);
    }
    const [taken] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, patch.email)).limit(1);
    if (taken) throw new ProblemError(409, "account_exists");
    set.email = patch.email;
  }
  try {
    await db.transaction(async (tx) => {
      await tx.update(customers).set(set).where(eq(customers.id, customerId));
      // the new address is not proven: earlier guest trades under it do not join until a mailed link proves it (decision 0106)
      if (set.email) await markEmailUnproven(tx as unknown as Db, customerId, set.updatedAt!);
    });
  } catch (err) {
    if (
      (err as { code?: string; cause?: { code?: string } }).code === "23505" ||
      (err as { cause?: { code?: string } }).cause?.code === "23505"
    ) {
      throw new ProblemError(409, "account_exists");
    }
    throw err;
  }
  return getCustomer(db, customerId);
}

export async function getAddress(db: Db, customerId: string): Promise<AddressInput> {
  const [a] = await db
    .select({
      street: customerAddresses.street,
      houseNumber: customerAddresses.houseNumber,
      zip: customerAddresses.zip,
      city: customerAddresses.city,
      country: customerAddresses.country,
    })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .limit(1);
  if (!a) throw notFound();
  return a;
}

/** Replaces fields of the current address (the merged address must be valid in the edition). */
export async function updateAddress(db: Db, customerId: string, edition: EditionId, patch: Record<string, unknown>): Promise<AddressInput> {
  let current: Partial<AddressInput> = {};
  try {
    current = await getAddress(db, customerId);
  } catch {
    current = {};
  }
  const parsed = addressSchema(edition).safeParse({ ...current, ...patch });
  if (!parsed.success) {
    throw new ProblemError(
      422,
      "validation",
      undefined,
      parsed.error.issues.map((i) => ({
        field: i.path.join(".") || "(body)",
        message: /^[a-z]+(\.[a-zA-Z]+)+$/.test(i.message) ? i.message : "validation.invalid",
      })),
    );
  }
  const a = parsed.data;
  await db
    .insert(customerAddresses)
    .values({ customerId, ...a })
    .onConflictDoUpdate({ target: customerAddresses.customerId, set: { ...a, updatedAt: new Date() } });
  return a;
}

export interface PaymentAccountView {
  id: string;
  kind: "bank" | "paypal";
  /** Masked: "DE89 •••• •••• •••• •••• 00"; the full IBAN never leaves the server. */
  iban: string | null;
  bic: string | null;
  accountHolder: string | null;
  paypalEmail: string | null;
  paymentType: string;
  isPrimary: boolean;
  customerReference: string;
}

type PaymentRow = typeof paymentAccounts.$inferSelect;
export function paymentAccountView(row: PaymentRow): PaymentAccountView {
  return {
    id: row.id,
    kind: row.kind === "paypal" ? "paypal" : "bank",
    iban: row.iban ? maskIban(row.iban) : null,
    bic: row.bic,
    accountHolder: row.accountHolder,
    paypalEmail: row.paypalEmail,
    paymentType: row.paymentType,
    isPrimary: row.isPrimary,
    customerReference: row.customerReference,
  };
}

export async function listPaymentAccounts(db: Db, customerId: string, kind: "bank" | "paypal"): Promise<PaymentAccountView[]> {
  const rows = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.customerId, customerId), eq(paymentAccounts.kind, kind)))
    .orderBy(asc(paymentAccounts.createdAt));
  return rows.map(paymentAccountView);
}

async function ownPaymentAccount(db: Db, customerId: string, id: string): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.id, id), eq(paymentAccounts.customerId, customerId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

function validationProblem(issues: { path: PropertyKey[]; message: string }[]): ProblemError {
  return new ProblemError(
    422,
    "validation",
    undefined,
    issues.map((i) => ({
      field: i.path.map(String).join(".") || "(body)",
      message: /^[a-z]+(\.[a-zA-Z]+)+$/.test(i.message) ? i.message : "validation.invalid",
    })),
  );
}

/** PATCH bank_accounts: changes IBAN, BIC or holder of one of the bearer's bank accounts. */
export async function updateBankAccount(
  db: Db,
  customerId: string,
  patch: { id: string; iban?: string | undefined; bic?: string | null | undefined; accountHolder?: string | undefined },
) {
  const row = await ownPaymentAccount(db, customerId, patch.id);
  if (row.kind !== "bank") throw notFound();
  const parsed = paymentSchema.safeParse({
    paymentType: 13,
    iban: patch.iban ?? row.iban,
    bic: patch.bic === undefined ? row.bic : patch.bic,
    accountHolder: patch.accountHolder ?? row.accountHolder,
  });
  if (!parsed.success) throw validationProblem(parsed.error.issues);
  return savePayment(db, customerId, row.id, parsed.data);
}

/** PATCH paypal_accounts: changes the PayPal address of one of the bearer's PayPal accounts. */
export async function updatePaypalAccount(db: Db, customerId: string, patch: { id: string; paypalEmail: string }) {
  const row = await ownPaymentAccount(db, customerId, patch.id);
  if (row.kind !== "paypal") throw notFound();
  const parsed = paymentSchema.safeParse({ paymentType: 2, paypalEmail: patch.paypalEmail });
  if (!parsed.success) throw validationProblem(parsed.error.issues);
  return savePayment(db, customerId, row.id, parsed.data);
}

/**
 * Saves a payout account (spec §5): an empty payment id creates a new one, otherwise the
 * bearer's account with that id is updated (another customer's id → 404). Always paymentType
 * INVOICE, isPrimary false, the customer number as reference.
 */
export async function savePayment(
  db: Db,
  customerId: string,
  paymentId: string | null | undefined,
  p: PaymentInput,
): Promise<{ created: boolean; account: PaymentAccountView }> {
  const [c] = await db.select({ customerNumber: customers.customerNumber }).from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!c) throw notFound();
  const values = {
    kind: p.kind,
    iban: p.iban,
    bic: p.bic,
    accountHolder: p.accountHolder,
    paypalEmail: p.paypalEmail,
    paymentType: "INVOICE",
    isPrimary: false,
    customerReference: c.customerNumber,
  };
  if (!paymentId) {
    const [row] = await db
      .insert(paymentAccounts)
      .values({ id: randomUUID(), customerId, ...values })
      .returning();
    return { created: true, account: paymentAccountView(row!) };
  }
  const [row] = await db
    .update(paymentAccounts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(paymentAccounts.id, paymentId), eq(paymentAccounts.customerId, customerId)))
    .returning();
  if (!row) throw notFound();
  return { created: false, account: paymentAccountView(row) };
}

export async function addPhone(db: Db, customerId: string, input: { number: string; kind: string }): Promise<PhoneView> {
  const id = randomUUID();
  return db.transaction(async (tx) => {
    await tx.insert(phoneContacts).values({ id, customerId, kind: input.kind, number: input.number });
    await tx.update(customers).set({ phone: input.number, updatedAt: new Date() }).where(eq(customers.id, customerId));
    return { id, kind: input.kind, number: input.number };
  });
}

export async function updatePhone(
  db: Db,
  customerId: string,
  input: { id: string; number: string; kind?: string | undefined },
): Promise<PhoneView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(phoneContacts)
      .set({ number: input.number, ...(input.kind ? { kind: input.kind } : {}), updatedAt: new Date() })
      .where(and(eq(phoneContacts.id, input.id), eq(phoneContacts.customerId, customerId)))
      .returning();
    if (!row) throw notFound();
    await tx.update(customers).set({ phone: input.number, updatedAt: new Date() }).where(eq(customers.id, customerId));
    return { id: row.id, kind: row.kind, number: row.number };
  });
}

export async function updateBirthdate(db: Db, customerId: string, birthdate: string | null): Promise<{ birthdate: string | null }> {
  const [row] = await db
    .update(customers)
    .set({ birthdate, updatedAt: new Date() })
    .where(eq(customers.id, customerId))
    .returning({ birthdate: customers.birthdate });
  if (!row) throw notFound();
  return row;
}

export interface TradeHistoryEntry {
  tradeNumber: string;
  edition: string;
  state: string;
  createdAt: string;
  /** Decimal EUR. */
  total: number;
  paymentMethod: string;
  lines: { deviceName: string; quantity: number; price: number; lineTotal: number }[];
  /** The state timeline, oldest first. */
  events: { state: string; at: string; actor: string; actorRole: string | null; reason: string | null }[];
}

/**
 * The current payout account (the account page's rule: the newest PayPal account, else the newest
 * bank account) in full, for the server only: the checkout's "use my saved account" (decision 0031).
 */
export async function currentPayoutAccount(db: Db, customerId: string): Promise<PaymentRow | null> {
  const rows = await db
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.customerId, customerId))
    .orderBy(asc(paymentAccounts.createdAt));
  return rows.filter((r) => r.kind === "paypal").at(-1) ?? rows.filter((r) => r.kind !== "paypal").at(-1) ?? null;
}

/** The saved payout account as the checkout offers it: "••••3000" (the IBAN's end) or the masked PayPal address. */
export async function savedPayoutChoice(
  db: Db,
  customerId: string,
): Promise<{ kind: "bank" | "paypal"; label: string; accountHolder: string | null } | null> {
  const row = await currentPayoutAccount(db, customerId);
  if (!row) return null;
  if (row.kind === "paypal") return { kind: "paypal", label: maskEmail(row.paypalEmail) ?? "", accountHolder: null };
  return row.iban ? { kind: "bank", label: ibanEnding(row.iban), accountHolder: row.accountHolder } : null;
}

/**
 * The links of the customer's own trades for the account page (decision 0031): the tracking page
 * and the label carry the trade's tracking token, which only the logged-in owner receives here.
 */
export async function tradeLinksOf(db: Db, customerId: string): Promise<Map<string, { trackingPath: string; labelUrl: string }>> {
  const list = await db
    .select({ tradeNumber: trades.tradeNumber, edition: trades.edition, token: trades.trackingToken })
    .from(trades)
    .where(eq(trades.customerId, customerId));
  const out = new Map<string, { trackingPath: string; labelUrl: string }>();
  for (const t of list) {
    const token = encodeURIComponent(t.token);
    out.set(t.tradeNumber, {
      trackingPath: `${pathFor(t.edition as EditionId, "tradeTracking", { tradeNumber: t.tradeNumber })}?token=${token}`,
      labelUrl: labelUrlFor(t.tradeNumber, t.token),
    });
  }
  return out;
}

/** The bearer's trades (made while logged in), newest first, with lines and state timeline. */
export async function tradeHistory(db: Db, customerId: string, opts: { limit?: number } = {}): Promise<TradeHistoryEntry[]> {
  const all = db.select().from(trades).where(eq(trades.customerId, customerId)).orderBy(desc(trades.createdAt), desc(trades.id));
  const list = await (opts.limit ? all.limit(opts.limit) : all);
  if (!list.length) return [];
  const ids = list.map((t) => t.id);
  const lines = await db.select().from(tradeLines).where(inArray(tradeLines.tradeId, ids)).orderBy(asc(tradeLines.position));
  const events = await db
    .select()
    .from(tradeEvents)
    .where(inArray(tradeEvents.tradeId, ids))
    .orderBy(asc(tradeEvents.at), asc(tradeEvents.id));
  return list.map((t) => ({
    tradeNumber: t.tradeNumber,
    edition: t.edition,
    state: t.state,
    createdAt: t.createdAt.toISOString(),
    total: t.totalCents / 100,
    paymentMethod: t.paymentMethod,
    lines: lines
      .filter((l) => l.tradeId === t.id)
      .map((l) => ({ deviceName: l.deviceName, quantity: l.quantity, price: l.priceCents / 100, lineTotal: l.lineTotalCents / 100 })),
    events: events
      .filter((e) => e.tradeId === t.id)
      .map((e) => ({ state: e.state, at: e.at.toISOString(), actor: e.actor, actorRole: e.actorRole, reason: e.reason })),
  }));
}

/** How many trades the customer has (the account overview lists the latest; decision 0136). */
export async function tradeCountOf(db: Db, customerId: string): Promise<number> {
  const [found] = await db.select({ n: sql<number>`count(*)::int` }).from(trades).where(eq(trades.customerId, customerId));
  return Number(found?.n ?? 0);
}
