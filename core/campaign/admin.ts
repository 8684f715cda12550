/**
 * Campaigns as staff edit them (issue 13's leftover, decision 0028): the input schema of the
 * back-office form and API, and the rules of what may change once a campaign has begun. Pure.
 *
 * - Planned in calendar days of the edition's time zone (`firstDay`, `lastDay`, inclusive), as the
 *   seed plans them; a percent (above 0, at most 100, two decimals) or a fixed amount in EUR (two
 *   decimals, at most MAX_FIXED_EUR).
 * - Offers keep the campaign terms they got (a snapshot), so a change applies to new offers only.
 * - Once a campaign has begun, its first day and edition stay; a campaign that has ended is history
 *   and is not edited. A campaign no offer used may be deleted; one that was used can only be ended.
 */
import { EDITIONS } from "../editions/index.ts";
import { inputString, requiredText, z } from "../shared/index.ts";

export const MAX_FIXED_EUR = 500;
export const MAX_SCOPE_IDS = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const day = (key: string) =>
  inputString({ error: key })
    .trim()
    .regex(DAY, key)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), key);

const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** A list of ids from a JSON array or a form's comma/space separated text. */
const idList = z.preprocess(
  (v) => (typeof v === "string" ? v.split(/[\s,]+/).filter(Boolean) : (v ?? [])),
  z
    .array(
      inputString()
        .trim()
        .min(1)
        .max(60, "validation.tooLong")
        .regex(/^[a-z0-9-]+$/, "backoffice.campaigns.error.scopeId"),
    )
    .max(MAX_SCOPE_IDS, "validation.tooMany"),
);

const amount = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim().replace(",", "."))) : v),
  z.union([z.number(), z.nan()]).optional(),
);

export const campaignInputSchema = z
  .object({
    edition: z.enum(EDITIONS, { error: "backoffice.campaigns.error.edition" }),
    name: requiredText(60, "backoffice.campaigns.error.name"),
    categoryIds: idList,
    manufacturerIds: idList,
    kind: z.enum(["percent", "fixed"], { error: "backoffice.campaigns.error.kind" }),
    /** For `percent`: above 0, at most 100. */
    percent: amount,
    /** For `fixed`: EUR, above 0, at most MAX_FIXED_EUR. */
    amount,
    firstDay: day("backoffice.campaigns.error.firstDay"),
    lastDay: day("backoffice.campaigns.error.lastDay"),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "percent") {
      const p = v.percent;
      if (p === undefined || !Number.isFinite(p) || p <= 0 || p > 100 || !twoDecimals(p))
        ctx.addIssue({ code: "custom", path: ["percent"], message: "backoffice.campaigns.error.percent" });
    } else {
      const a = v.amount;
      if (a === undefined || !Number.isFinite(a) || a <= 0 || a > MAX_FIXED_EUR || !twoDecimals(a))
        ctx.addIssue({ code: "custom", path: ["amount"], message: "backoffice.campaigns.error.amount" });
    }
    if (v.lastDay < v.firstDay) ctx.addIssue({ code: "custom", path: ["lastDay"], message: "backoffice.campaigns.error.order" });
  });

export type CampaignInput = z.infer<typeof campaignInputSchema>;

/** Where a campaign stands at `now`: planned, running (startsAt ≤ now < endsAt) or ended (also when ended early). */
export type CampaignPhase = "planned" | "running" | "ended";

export function campaignPhase(campaign: { startsAt: string; endsAt: string }, now: Date): CampaignPhase {
  if (now.getTime() < Date.parse(campaign.startsAt)) return "planned";
  return now.getTime() >= Date.parse(campaign.endsAt) ? "ended" : "running";
}

/**
 * Why a change to a campaign is refused (a field and a message key), or null when it may be saved:
 * an ended campaign stays as it was; a begun one keeps its edition and first day; nobody plans a
 * first day (of a new campaign) or a last day in the past. `today` is the edition's calendar day.
 */
export function campaignChangeRefusal(
  before: { edition: string; firstDay: string; startsAt: string; endsAt: string } | null,
  after: { edition: string; firstDay: string; lastDay: string },
  today: string,
  now: Date,
): { field: string; message: string } | null {
  if (before) {
    const phase = campaignPhase(before, now);
    if (phase === "ended") return { field: "(body)", message: "backoffice.campaigns.error.ended" };
    if (phase === "running" && after.edition !== before.edition) return { field: "edition", message: "backoffice.campaigns.error.begun" };
    if (phase === "running" && after.firstDay !== before.firstDay)
      return { field: "firstDay", message: "backoffice.campaigns.error.begun" };
  } else if (after.firstDay < today) {
    return { field: "firstDay", message: "backoffice.campaigns.error.past" };
  }
  if (after.lastDay < today) return { field: "lastDay", message: "backoffice.campaigns.error.past" };
  return null;
}
