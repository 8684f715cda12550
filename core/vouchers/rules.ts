/**
 * What a voucher may be (decision 0040), pure: the back office's input schema for the API and the
 * pages, and the form's conversion (euros, percent with a decimal comma, calendar days in the
 * edition's time zone). Checkout reads vouchers in core/trade (findVoucher, voucherRefusal).
 */
import { DEADLINE_TIME_ZONES, EDITIONS, type EditionId, localDate, zonedTime } from "../editions/index.ts";
import { inputString, z } from "../shared/index.ts";

/** Upper-case letters and digits, `-` and `_`, 3 to 40 characters (the checkout takes 40). */
export const VOUCHER_CODE = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;
/** A fixed bonus above 1,000 € is a typing error. */
export const MAX_VOUCHER_BONUS_CENTS = 100_000;
export const MAX_VOUCHER_USES = 1_000_000;
export const VOUCHER_PAGE_SIZE = 50;

const err = (name: string) => `backoffice.vouchers.error.${name}`;

export const voucherCodeSchema = inputString({ error: err("code") })
  .trim()
  .toUpperCase()
  .regex(VOUCHER_CODE, err("code"))
  .describe("3–40 letters, digits, - or _; stored upper case, matched case-insensitively at checkout");

const limit = (name: string) =>
  z
    .number({ error: err(name) })
    .int(err(name))
    .min(1, err(name))
    .max(MAX_VOUCHER_USES, err(name))
    .nullable()
    .default(null);

const voucherFields = z.object({
  kind: z.enum(["percent", "fixed"], { error: err("kind") }).describe("percent: a share of the devices' prices; fixed: an amount in cents"),
  percent: z
    .number({ error: err("percent") })
    .gt(0, err("percent"))
    .lt(100, err("percent"))
    .nullable()
    .default(null)
    .describe("For kind percent: more than 0 and less than 100, two decimals at most"),
  bonusCents: z
    .number({ error: err("bonus") })
    .int(err("bonus"))
    .min(1, err("bonus"))
    .max(MAX_VOUCHER_BONUS_CENTS, err("bonus"))
    .nullable()
    .default(null)
    .describe("For kind fixed: the bonus in cents"),
  validFrom: z.iso
    .datetime({ offset: true, error: err("validFrom") })
    .describe("ISO 8601 date and time with offset; the voucher works from then"),
  validUntil: z.iso
    .datetime({ offset: true, error: err("validUntil") })
    .describe("ISO 8601 date and time with offset, after validFrom; the voucher works until just before then"),
  active: z
    .boolean({ error: err("active") })
    .default(true)
    .describe("false: deactivated (checkout refuses it)"),
  maxUsesPerCustomer: limit("maxUsesPerCustomer").describe("Trades per customer e-mail; null: any number"),
  maxUses: limit("maxUses").describe("Trades in all; null: any number"),
});

type Fields = z.infer<typeof voucherFields>;

function crossChecks(v: Fields, ctx: z.RefinementCtx) {
  if (v.kind === "percent") {
    if (v.percent === null) ctx.addIssue({ code: "custom", path: ["percent"], message: err("percent") });
    else if (Math.abs(v.percent * 100 - Math.round(v.percent * 100)) > 1e-9)
      ctx.addIssue({ code: "custom", path: ["percent"], message: err("percent") });
    if (v.bonusCents !== null) ctx.addIssue({ code: "custom", path: ["bonusCents"], message: err("bonusWithPercent") });
  } else {
    if (v.bonusCents === null) ctx.addIssue({ code: "custom", path: ["bonusCents"], message: err("bonus") });
    if (v.percent !== null) ctx.addIssue({ code: "custom", path: ["percent"], message: err("percentWithBonus") });
  }
  if (Date.parse(v.validUntil) <= Date.parse(v.validFrom))
    ctx.addIssue({ code: "custom", path: ["validUntil"], message: err("validUntil") });
}

/** A new voucher: its code and edition, and the rest. */
export const voucherCreateSchema = voucherFields
  .extend({ code: voucherCodeSchema, edition: z.enum(EDITIONS, { error: err("edition") }).describe("The edition whose checkout takes it") })
  .superRefine(crossChecks);
export type VoucherCreate = z.infer<typeof voucherCreateSchema>;

/** A change: everything but code and edition (trades name the voucher by them). */
export const voucherUpdateSchema = voucherFields.superRefine(crossChecks);
export type VoucherUpdate = z.infer<typeof voucherUpdateSchema>;

export const voucherParams = z.object({
  edition: z.enum(EDITIONS).describe("The edition"),
  code: inputString().max(40).describe("The code (any case)"),
});

export const voucherListQuery = z.object({
  edition: z.enum(EDITIONS).optional().describe("Only this edition"),
  q: inputString().trim().max(40, "validation.tooLong").optional().describe("Part of the code"),
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe("Pages of 50"),
});
export type VoucherListQuery = z.infer<typeof voucherListQuery>;

// ───────────── the form (no JavaScript needed): strings → the schema's shape ─────────────

/** "10", "10,5", "12.25" → a number; "" → null; anything else → NaN (the schema refuses it). */
export function decimalOf(raw: string | undefined): number | null {
  const text = (raw ?? "").trim();
  if (!text) return null;
  return /^\d{1,7}([.,]\d{1,2})?$/.test(text) ? Number(text.replace(",", ".")) : Number.NaN;
}

/** Euros as typed ("15", "15,50") → cents; "" → null; anything else → NaN. */
export function centsOf(raw: string | undefined): number | null {
  const euros = decimalOf(raw);
  return euros === null || Number.isNaN(euros) ? euros : Math.round(euros * 100);
}

/** "3", "" → 3, null; anything else → NaN. */
export function countOf(raw: string | undefined): number | null {
  const text = (raw ?? "").trim();
  if (!text) return null;
  return /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day (YYYY-MM-DD) in the edition's time zone → the instant it starts (`from`) or the
 * instant the next day starts (`until`: the voucher works to the end of that day); "" or nonsense → "".
 */
export function dayBoundary(raw: string | undefined, edition: EditionId, which: "from" | "until"): string {
  const m = DAY.exec((raw ?? "").trim());
  if (!m) return "";
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return "";
  return zonedTime({ year, month, day }, 0, DEADLINE_TIME_ZONES[edition], which === "until" ? 1 : 0).toISOString();
}

/** The calendar day a stored instant shows in the form: `from` its own day, `until` the day before the boundary. */
export function dayOf(iso: string, edition: EditionId, which: "from" | "until"): string {
  const at = new Date(Date.parse(iso) - (which === "until" ? 1 : 0));
  const d = localDate(at, DEADLINE_TIME_ZONES[edition]);
  return `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

/** The voucher form's fields as the update schema takes them (the form names are the schema's, bonus in euros, days). */
export function voucherFormInput(form: Record<string, string>, edition: EditionId) {
  const kind = form.kind === "fixed" ? "fixed" : form.kind === "percent" ? "percent" : form.kind;
  return {
    kind,
    percent: kind === "percent" ? decimalOf(form.percent) : null,
    bonusCents: kind === "fixed" ? centsOf(form.bonus) : null,
    validFrom: dayBoundary(form.validFrom, edition, "from"),
    validUntil: dayBoundary(form.validUntil, edition, "until"),
    active: form.active === "on" || form.active === "true",
    maxUsesPerCustomer: countOf(form.maxUsesPerCustomer),
    maxUses: countOf(form.maxUses),
  };
}
