/**
 * Partners as staff edit them (decision 0044): the input schemas of the back-office forms and
 * API. Pure. The origins' rule needs to know whether `http://…localhost` is allowed (development
 * only): `originErrors` checks a parsed list against `checkOrigin`.
 */
import { emailField, inputString, optionalText, requiredText, z } from "../shared/index.ts";
import { checkOrigin, MAX_ORIGINS, PARTNER_KINDS, VOUCHER_PREFIX_PATTERN } from "./rules.ts";

export const MAX_VOUCHER_VALIDITY_DAYS = 3650;

/** A list from a JSON array, or a form's text with one entry per line (or comma separated). */
const originList = z.preprocess(
  (v) => (typeof v === "string" ? v.split(/[\s,]+/).filter(Boolean) : (v ?? [])),
  z.array(inputString().trim().min(1).max(200, "validation.tooLong")).max(MAX_ORIGINS, "validation.tooMany"),
);

const wholeNumber = (min: number, max: number, key: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim())) : v),
    z.number({ error: key }).int(key).min(min, key).max(max, key),
  );

/** A form's checkbox ("on" or absent) or a JSON boolean. */
const flag = z.preprocess(
  (v) => (v === "on" || v === "true" ? true : v === undefined || v === "" || v === "false" ? false : v),
  z.boolean(),
);

export const partnerInputSchema = z.object({
  name: requiredText(120, "backoffice.partners.error.name"),
  kind: z.enum(PARTNER_KINDS, { error: "backoffice.partners.error.kind" }),
  /** Exact origins that may embed the widget: `https://host[:port]`. */
  origins: originList,
  contactName: optionalText(120, "backoffice.partners.error.contactName"),
  contactEmail: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    emailField("backoffice.partners.error.contactEmail").optional(),
  ),
  contactPhone: optionalText(40, "backoffice.partners.error.contactPhone").refine(
    (v) => v === null || /^[+0-9 ()/-]{3,40}$/.test(v),
    "backoffice.partners.error.contactPhone",
  ),
  voucherValidityDays: wholeNumber(1, MAX_VOUCHER_VALIDITY_DAYS, "backoffice.partners.error.voucherValidityDays"),
  voucherPrefix: inputString({ error: "backoffice.partners.error.voucherPrefix" })
    .trim()
    .toUpperCase()
    .regex(VOUCHER_PREFIX_PATTERN, "backoffice.partners.error.voucherPrefix"),
  active: flag,
});
export type PartnerInput = z.infer<typeof partnerInputSchema>;

/** Each origin that breaks the rule, as `origins.{index}` field errors; the canonical list otherwise. */
export function checkOrigins(
  origins: readonly string[],
  opts: { allowLocalHttp: boolean },
): { origins: string[]; errors: { field: string; message: string }[] } {
  const out: string[] = [];
  const errors: { field: string; message: string }[] = [];
  origins.forEach((o, i) => {
    const r = checkOrigin(o, opts);
    if (!r.ok) errors.push({ field: `origins.${i}`, message: `backoffice.partners.error.origin.${r.reason}` });
    else if (!out.includes(r.origin)) out.push(r.origin);
  });
  return { origins: out, errors };
}

export const storeInputSchema = z.object({
  name: requiredText(120, "backoffice.partners.error.storeName"),
  street: requiredText(120, "backoffice.partners.error.street"),
  houseNumber: requiredText(20, "backoffice.partners.error.houseNumber"),
  zip: requiredText(20, "backoffice.partners.error.zip"),
  city: requiredText(80, "backoffice.partners.error.city"),
  email: emailField("backoffice.partners.error.storeEmail"),
  active: flag,
});
export type StoreInput = z.infer<typeof storeInputSchema>;
