/**
 * The fields of a business account's company (decision 0116): name, VAT ID (optional; format and
 * check digits when given), billing address with the country's postal-code rule, invoicing
 * choice. Messages are translatable keys (business.company.error.*). Pure.
 */
import { isValidPostalCodeOf, POSTAL_CODE_RULES } from "../editions/index.ts";
import { inputString, z } from "../shared/index.ts";
import type { Invoicing } from "./types.ts";
import { normalizeVatId, vatIdProblem, type VatProblem } from "./vat-id.ts";

/** Billing countries: those whose postal codes the shop knows how to check (core/editions POSTAL_CODE_RULES). */
export const COMPANY_COUNTRIES = Object.keys(POSTAL_CODE_RULES).sort() as readonly string[];
export const INVOICING_CHOICES = ["credit_note", "invoice"] as const satisfies readonly Invoicing[];

const text = (key: string, max: number, min = 1) => inputString({ error: key }).trim().min(min, key).max(max, "validation.tooLong");

const addressFields = {
  street: text("business.company.error.street", 200),
  houseNumber: text("business.company.error.houseNumber", 20),
  zip: text("business.company.error.zip", 12),
  city: text("business.company.error.city", 100),
  country: inputString({ error: "business.company.error.country" })
    .trim()
    .toUpperCase()
    .pipe(z.enum(COMPANY_COUNTRIES as [string, ...string[]], { error: "business.company.error.country" })),
};

const invoicingField = z.enum(INVOICING_CHOICES, { error: "business.company.error.invoicing" });

/** An empty VAT ID field is no VAT ID. */
const vatIdField = inputString({ error: "business.company.error.vatFormat" })
  .trim()
  .max(30, "validation.tooLong")
  .optional()
  .transform((v) => (v ? v : undefined));

/** The field message of each VAT ID problem. */
const VAT_PROBLEM_KEYS: Record<VatProblem, string> = {
  vat_format: "business.company.error.vatFormat",
  vat_check_digit: "business.company.error.vatCheckDigit",
  vat_country: "business.company.error.vatCountry",
};

/** The zip must follow the country's rule; a VAT ID, normalized, must be the country's, well-formed, with right check digits. */
function refineCompany(v: { zip?: string | undefined; country?: string | undefined; vatId?: string | undefined }, ctx: z.RefinementCtx) {
  if (v.zip !== undefined && v.country !== undefined && !isValidPostalCodeOf(v.country, v.zip)) {
    ctx.addIssue({ code: "custom", path: ["zip"], message: "business.company.error.zip" });
  }
  if (v.vatId !== undefined) {
    const problem = vatIdProblem(normalizeVatId(v.vatId, v.country), v.country);
    if (problem) ctx.addIssue({ code: "custom", path: ["vatId"], message: VAT_PROBLEM_KEYS[problem] });
  }
}

/** A new company (the business registration, POST /api/b2b/company). */
export const companySchema = z
  .object({
    name: text("business.company.error.name", 200, 2),
    vatId: vatIdField,
    ...addressFields,
    invoicing: invoicingField.default("credit_note"),
  })
  .superRefine(refineCompany)
  .transform((v) => ({ ...v, vatId: v.vatId ? normalizeVatId(v.vatId, v.country) : null }));
export type CompanyInput = z.infer<typeof companySchema>;

/** The owner's changes (PATCH /api/b2b/company): the billing address as a whole, the invoicing choice. */
export const companyPatchSchema = z
  .object({ ...addressFields, invoicing: invoicingField })
  .partial()
  .superRefine((v, ctx) => {
    const address = ["street", "houseNumber", "zip", "city", "country"] as const;
    const given = address.filter((k) => v[k] !== undefined).length;
    if (given > 0 && given < address.length) ctx.addIssue({ code: "custom", path: ["street"], message: "business.company.error.address" });
    if (given === 0 && v.invoicing === undefined) ctx.addIssue({ code: "custom", path: [], message: "business.company.error.nothing" });
    refineCompany(v, ctx);
  });
export type CompanyPatch = z.infer<typeof companyPatchSchema>;

/** An invitation: the colleague's e-mail. */
export const inviteSchema = z.object({
  email: inputString({ error: "business.company.error.email" })
    .trim()
    .toLowerCase()
    .max(254, "validation.tooLong")
    .pipe(z.email({ error: "business.company.error.email" })),
});
