/**
 * Input rules of the account and customer calls (pure; the screens reuse them). Field messages
 * are translatable keys "account.error.<field>"; the password rule's keys come from password.ts.
 */
import {
  z,
  emailField as sharedEmailField,
  inputString,
  missingOr,
  optionalText,
  postalAddressSchema,
  requiredText as text,
  isValidBic,
  normalizeIban,
  validateIban,
  PAYPAL_EMAIL_MAX_LENGTH,
  paypalEmailProblem,
} from "../shared/index.ts";
import { DEFAULT_PAYMENT_TYPE, PAYPAL_PAYMENT_METHOD_CODE, isValidPostalCode, resolveLocale, type EditionId } from "../editions/index.ts";
import { checkPassword } from "../credentials/index.ts";

export const PAYPAL_PAYMENT_TYPE = Number(PAYPAL_PAYMENT_METHOD_CODE);
export const SEPA_PAYMENT_TYPE = DEFAULT_PAYMENT_TYPE;

export const emailField = (key = "account.error.email") => sharedEmailField(key);

/** A new password: the password rule, its message naming the rule. */
export const passwordField = inputString({ error: "account.password.tooShort" }).superRefine((value, ctx) => {
  const problem = checkPassword(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

export function addressSchema(edition: EditionId | null) {
  return postalAddressSchema("account.error", edition === null ? undefined : (zip) => isValidPostalCode(edition, zip));
}
export type AddressInput = z.infer<ReturnType<typeof addressSchema>>;

/** A payout account as normalized for storage: bank (SEPA, IBAN required) or PayPal. */
export type PaymentInput =
  | { kind: "bank"; paymentType: number; iban: string; bic: string | null; accountHolder: string; paypalEmail: null }
  | { kind: "paypal"; paymentType: number; iban: null; bic: null; accountHolder: null; paypalEmail: string };

/** Payment as in the registration payload: paymentType 2 → PayPal, 13 (default) → SEPA. */
export const paymentSchema = z
  .object(
    {
      paymentType: z.coerce.number({ error: "account.error.paymentType" }).int("account.error.paymentType").default(SEPA_PAYMENT_TYPE),
      iban: optionalText(50, "account.error.iban"),
      bic: optionalText(20, "account.error.bic"),
      accountHolder: optionalText(120, "account.error.accountHolder"),
      paypalEmail: optionalText(PAYPAL_EMAIL_MAX_LENGTH, "account.error.paypalEmail"),
    },
    { error: "account.error.payment" },
  )
  .superRefine((p, ctx) => {
    if (p.paymentType !== PAYPAL_PAYMENT_TYPE && p.paymentType !== SEPA_PAYMENT_TYPE) {
      ctx.addIssue({ code: "custom", path: ["paymentType"], message: "account.error.paymentType" });
      return;
    }
    if (p.paymentType === SEPA_PAYMENT_TYPE) {
      if (!validateIban(p.iban ?? "").ok) ctx.addIssue({ code: "custom", path: ["iban"], message: "account.error.iban" });
      if (!p.accountHolder) ctx.addIssue({ code: "custom", path: ["accountHolder"], message: "account.error.accountHolder" });
      if (p.bic && !isValidBic(p.bic)) ctx.addIssue({ code: "custom", path: ["bic"], message: "account.error.bic" });
    } else if (paypalEmailProblem(p.paypalEmail ?? "") === "shape") {
      // one rule for a payable PayPal address (decision 0067); its length is the field's own limit above
      ctx.addIssue({ code: "custom", path: ["paypalEmail"], message: "account.error.paypalEmail" });
    }
  })
  .transform(
    (p): PaymentInput =>
      p.paymentType === PAYPAL_PAYMENT_TYPE
        ? {
            kind: "paypal",
            paymentType: p.paymentType,
            iban: null,
            bic: null,
            accountHolder: null,
            paypalEmail: p.paypalEmail!.toLowerCase(),
          }
        : {
            kind: "bank",
            paymentType: p.paymentType,
            iban: normalizeIban(p.iban!),
            bic: p.bic ? p.bic.replace(/\s+/g, "").toUpperCase() : null,
            accountHolder: p.accountHolder!,
            paypalEmail: null,
          },
  );

/** A missing locale and an unknown one get their own messages. */
const localeField = inputString({ error: "account.error.locale", missing: "account.error.localeMissing" }).transform((value, ctx) => {
  try {
    return resolveLocale(value);
  } catch {
    ctx.addIssue({ code: "custom", message: "account.error.locale" });
    return z.NEVER;
  }
});

/**
 * The version of the terms and privacy notice a registration accepts (decision 0031); stored with
 * the time of acceptance. Raise it when the terms or the privacy page change materially.
 */
export const TERMS_VERSION = "2026-11";

/**
 * POST /api/account/register: the Keycloak-style payload of decisions.md. Address and Payment are
 * optional (decision 0031: asked at the first trade's checkout when missing). `termsAccepted`
 * (the registration page's checkbox) is required where `requireTerms` says so (the page); an API
 * client may send it, and acceptance is stored only when it is `true`.
 */
export function registerSchema(edition: EditionId | null, opts: { requireTerms?: boolean } = {}) {
  return z.object({
    enabled: z.boolean().optional(),
    firstName: text(80, "account.error.firstName"),
    lastName: text(80, "account.error.lastName"),
    username: inputString({ error: "account.error.username" })
      .trim()
      .toLowerCase()
      .min(3, "account.error.username")
      .max(254, "validation.tooLong")
      .regex(/^[^\s]+$/, "account.error.username"),
    email: emailField(),
    credentials: z
      .array(
        z.object({
          type: z.literal("password", { error: "account.error.credentials" }),
          value: passwordField,
          temporary: z.literal(false, { error: "account.error.credentials" }).optional(),
        }),
        { error: "account.error.credentials" },
      )
      .length(1, "account.error.credentials"),
    attributes: z.object({ locale: localeField }, { error: missingOr("account.error.localeMissing", "account.error.locale") }),
    Address: addressSchema(edition).optional(),
    Payment: paymentSchema.optional(),
    termsAccepted: opts.requireTerms
      ? z.literal(true, { error: "account.error.acceptTerms" })
      : z.boolean({ error: "account.error.acceptTerms" }).optional(),
  });
}
export type RegisterInput = z.infer<ReturnType<typeof registerSchema>>;

export const loginSchema = z.object({
  username: inputString({ error: "account.error.username" })
    .trim()
    .toLowerCase()
    .min(1, "account.error.username")
    .max(254, "validation.tooLong"),
  password: inputString({ error: "account.error.password" }).min(1, "account.error.password").max(1000, "validation.tooLong"),
  /** "Remember login": a 30-day refresh token instead of a 1-day one. */
  remember: z.boolean().optional().default(false),
});

export const changePasswordSchema = z.object({
  password: passwordField,
  currentPassword: inputString({ error: "account.error.password" }).min(1, "account.error.password").max(1000, "validation.tooLong"),
  /** The spec's fields; when sent they must be the bearer's own. */
  userId: inputString().trim().max(100).optional(),
  email: inputString().trim().toLowerCase().max(254).optional(),
});

export const forgotPasswordSchema = z.object({
  email: emailField(),
  lang: inputString().trim().max(10).optional(),
});

export const resetPasswordSchema = z.object({ password: passwordField });
