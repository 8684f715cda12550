/**
 * The B2B pipeline in the back office (issue 33, decision 0123): leads → quotes → trades, each
 * with its account manager. Browser-safe part: the stages, the list filters and the action inputs
 * (pages and the API validate with the same schemas). Server part: index.server.ts.
 */
import { EDITIONS } from "../editions/index.ts";
import { inputString, z } from "../shared/index.ts";

/** A lead's status in the pipeline (b2b_leads.status). */
export const LEAD_STATUSES = ["new", "contacted", "quoted", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * A quote's stage: open (made, not yet mailed to the company), sent (mailed, still valid),
 * accepted (turned into a trade), expired (state expired, or an open quote past its validity).
 */
export const QUOTE_STAGES = ["open", "sent", "accepted", "expired"] as const;
export type QuoteStage = (typeof QUOTE_STAGES)[number];

/** The three lists of the pipeline page and API. */
export const PIPELINE_LISTS = ["leads", "quotes", "trades"] as const;
export type PipelineList = (typeof PIPELINE_LISTS)[number];

/** Rows per page of each list. */
export const PIPELINE_PAGE_SIZE = 25;

/** The roles that read the pipeline, and those that change assignments and statuses (admin holds every role). */
export const PIPELINE_READ_ROLES = ["account_manager", "support", "admin"] as const;
export const PIPELINE_WRITE_ROLES = ["account_manager", "admin"] as const;

/** "mine" (the signed-in staff user), "unassigned", or a staff user's id. */
const managerFilter = inputString()
  .trim()
  .max(64, "validation.tooLong")
  .regex(/^(mine|unassigned|[A-Za-z0-9-]+)$/, "validation.invalid");

const base = {
  manager: managerFilter.optional().describe('An account manager: "mine", "unassigned" or a staff user\'s id'),
  edition: z.enum(EDITIONS).optional(),
  q: inputString().trim().max(100, "validation.tooLong").optional().describe("Company, contact, e-mail, quote or trade number (part of)"),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
};

// read with queryOf (core/shared): a GET form's empty fields count as not given
export const leadListQuery = z.object({ ...base, stage: z.enum(LEAD_STATUSES).optional() });
export const quoteListQuery = z.object({ ...base, stage: z.enum(QUOTE_STAGES).optional() });
/** A trade's stage is its state (created, received, …, paid); an unknown state is a 422. */
export const tradeListQuery = z.object({
  ...base,
  stage: inputString()
    .trim()
    .regex(/^[a-z_]{1,30}$/, "validation.invalid")
    .optional()
    .describe("A trade state: created, received, inspected, payout_pending, paid, clarification, …"),
});
export type LeadListQuery = z.infer<typeof leadListQuery>;
export type QuoteListQuery = z.infer<typeof quoteListQuery>;
export type TradeListQuery = z.infer<typeof tradeListQuery>;

export const leadStatusSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: "backoffice.b2b.error.statusMissing" }),
});

/** The manager to assign: a staff user's id, or null (or "") to leave it unassigned. */
export const managerSchema = z.object({
  managerId: z.preprocess(
    (v) => (v === "" ? null : v),
    inputString()
      .trim()
      .min(1)
      .max(64, "validation.tooLong")
      .regex(/^[A-Za-z0-9-]+$/, "validation.invalid")
      .nullable(),
  ),
});

export const leadParams = z.object({ leadId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const companyParams = z.object({ companyId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const quoteNumberParams = z.object({
  quoteNumber: inputString()
    .trim()
    .regex(/^Q-\d{6,9}$/i, "validation.invalid")
    .transform((s) => s.toUpperCase())
    .describe("The quote's number: Q-100001"),
});

/** The staff member a row names as its account manager. */
export interface ManagerRef {
  id: string;
  name: string;
  email: string;
}

export interface LeadRow {
  id: number;
  edition: string;
  company: string;
  contactName: string;
  email: string;
  deviceCount: number;
  status: LeadStatus;
  createdAt: string;
  manager: ManagerRef | null;
  /** The company registered from this lead, if any. */
  companyId: number | null;
  companyName: string | null;
}

export interface QuoteRow {
  number: string;
  edition: string;
  stage: QuoteStage;
  state: string;
  createdAt: string;
  validUntil: string;
  sentAt: string | null;
  unitCount: number;
  totalCents: number;
  companyId: number | null;
  companyName: string | null;
  leadId: number | null;
  leadCompany: string | null;
  tradeNumber: string | null;
  manager: ManagerRef | null;
}

export interface TradeRow {
  tradeNumber: string;
  edition: string;
  state: string;
  createdAt: string;
  units: number;
  totalCents: number;
  companyId: number;
  companyName: string;
  quoteNumber: string | null;
  manager: ManagerRef | null;
}

export interface PipelinePage<Row, Stage extends string> {
  items: Row[];
  total: number;
  page: number;
  pages: number;
  /** Rows per stage under the same filters except the stage. */
  counts: Record<Stage, number>;
}
