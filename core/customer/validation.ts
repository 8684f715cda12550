/** Input rules of the customer calls (pure). Messages are keys "account.error.<field>". */
import { z, inputString } from "../shared/index.ts";
import { emailField, paymentSchema } from "../account/index.ts";

const name = (key: string) => inputString({ error: key }).trim().min(1, key).max(80, "validation.tooLong");

/** PATCH /api/customers/customers: any of the names and the language; e-mail only with the current password. */
export const customerPatchSchema = z
  .object({
    firstName: name("account.error.firstName").optional(),
    lastName: name("account.error.lastName").optional(),
    locale: inputString({ error: "account.error.locale" }).trim().toLowerCase().max(10).optional(),
    email: emailField().optional(),
    currentPassword: inputString().max(1000).optional(),
  })
  .refine((v) => !v.email || !!v.currentPassword, { path: ["currentPassword"], message: "account.error.currentPassword" });

const id = inputString({ error: "validation.required" }).trim().min(1, "validation.required").max(100, "validation.tooLong");

/** The current password, asked again before the payout account changes (decision 0031). */
export const currentPasswordField = inputString({ error: "account.error.currentPasswordMissing" })
  .min(1, "account.error.currentPasswordMissing")
  .max(1000, "validation.tooLong");

export const bankAccountPatchSchema = z.object({
  id,
  currentPassword: currentPasswordField,
  iban: inputString({ error: "account.error.iban" }).max(50).optional(),
  bic: inputString({ error: "account.error.bic" }).max(20).nullish(),
  accountHolder: inputString({ error: "account.error.accountHolder" }).max(120).optional(),
});

export const paypalAccountPatchSchema = z.object({
  id,
  currentPassword: currentPasswordField,
  paypalEmail: inputString({ error: "account.error.paypalEmail" }).max(254),
});

/** POST /api/customers/customer_payment_accounts: creates when `paymentId` is empty, else updates. */
export const paymentAccountSaveSchema = z.intersection(
  z.object({ paymentId: inputString().trim().max(100).nullish(), currentPassword: currentPasswordField }),
  paymentSchema,
);

const phone = inputString({ error: "account.error.phone" })
  .trim()
  .regex(/^\+?[0-9][0-9 ()/.-]{4,29}$/, "account.error.phone");
const phoneKind = z.enum(["mobile", "landline"], { error: "account.error.phoneKind" }).default("mobile");
export const phoneCreateSchema = z.object({ number: phone, kind: phoneKind });
export const phonePatchSchema = z.object({ id, number: phone, kind: phoneKind.optional() });

/** A birthdate YYYY-MM-DD: a real day, after 1900, not in the future. */
export function isValidBirthdate(value: string, today = new Date()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.toISOString().slice(0, 10) !== value) return false;
  return Number(m[1]) >= 1900 && d.getTime() <= today.getTime();
}
export const peoplePatchSchema = z.object({
  birthdate: inputString({ error: "account.error.birthdate" })
    .trim()
    .refine((v) => isValidBirthdate(v), "account.error.birthdate")
    .nullable(),
});
