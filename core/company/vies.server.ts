/**
 * The EU's VIES lookup of VAT IDs (decision 0116), through its REST API:
 * POST {base}/check-vat-number with {countryCode, vatNumber} (the prefix apart, "EL" for Greece)
 * answers {countryCode, vatNumber, requestDate, valid, requestIdentifier, name, address}; a failure
 * answers {actionSucceed: false, errorWrappers: [{error: "MS_UNAVAILABLE" | "TIMEOUT" |
 * "MS_MAX_CONCURRENT_REQ" | "GLOBAL_MAX_CONCURRENT_REQ" | "SERVICE_UNAVAILABLE" | "INVALID_INPUT" …,
 * message}]} (with an HTTP error status or 200). Off by default (VIES_CHECK): this shop's machines
 * cannot reach it, and without it every company's VAT ID stays "unchecked"; nothing claims a
 * check that did not happen. When on, a job checks the unchecked IDs (a few per run, one at a
 * time) and stores valid/invalid with the time; an unavailable answer leaves the ID unchecked for
 * the next run. The trader's name and address VIES returns are not stored.
 */
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { companies } from "../../db/schema/index.ts";
import { enqueueJob, type ClaimedJob, type JobExecutor } from "../jobs/index.server.ts";

export const VIES_DEFAULT_BASE_URL = "https://ec.europa.eu/taxation_customs/vies/rest-api";
export const VAT_CHECK_JOB = "company.vatCheck";
/** IDs checked per run (the service limits concurrent requests per member state). */
export const VAT_CHECKS_PER_RUN = 20;

export interface ViesSettings {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** The settings as the job needs them; null when the check is off. */
export function viesSettingsFor(config: { VIES_CHECK: "on" | "off"; VIES_BASE_URL: string }, timeoutMs = 10_000): ViesSettings | null {
  return config.VIES_CHECK === "on" ? { baseUrl: config.VIES_BASE_URL.replace(/\/+$/, ""), timeoutMs } : null;
}

export type ViesAnswer =
  | { outcome: "valid" | "invalid"; requestDate: string | null }
  /** The service could not answer (a member state's system down, too many requests, time-out): try again later. */
  | { outcome: "unavailable"; error: string };

/** Asks VIES about one normalized VAT ID ("DE123456789"). Never throws: a failure is "unavailable". */
export async function checkVies(settings: ViesSettings, vatId: string): Promise<ViesAnswer> {
  const doFetch = settings.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(`${settings.baseUrl}/check-vat-number`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ countryCode: vatId.slice(0, 2), vatNumber: vatId.slice(2) }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (err) {
    return { outcome: "unavailable", error: (err as Error).name === "TimeoutError" ? "TIMEOUT" : "NETWORK" };
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return { outcome: "unavailable", error: `HTTP_${res.status}` };
  }
  const b = body as { valid?: unknown; requestDate?: unknown; actionSucceed?: unknown; errorWrappers?: { error?: unknown }[] };
  if (res.ok && typeof b.valid === "boolean") {
    return { outcome: b.valid ? "valid" : "invalid", requestDate: typeof b.requestDate === "string" ? b.requestDate : null };
  }
  const error = b.errorWrappers?.[0]?.error;
  return { outcome: "unavailable", error: typeof error === "string" ? error : `HTTP_${res.status}` };
}

/**
 * One run: checks up to VAT_CHECKS_PER_RUN companies whose VAT ID is unchecked (oldest first) and
 * stores each definite answer with `vat_checked_at`. Logs counts only, never an ID.
 */
export async function checkUncheckedVatIds(
  db: Db,
  settings: ViesSettings,
  now: Date,
  log: (msg: string, fields: Record<string, unknown>) => void = () => {},
): Promise<{ valid: number; invalid: number; unavailable: number }> {
  const due = await db
    .select({ id: companies.id, vatId: companies.vatId })
    .from(companies)
    .where(and(isNotNull(companies.vatId), eq(companies.vatStatus, "unchecked")))
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .limit(VAT_CHECKS_PER_RUN);
  const counts = { valid: 0, invalid: 0, unavailable: 0 };
  for (const c of due) {
    const answer = await checkVies(settings, c.vatId!);
    counts[answer.outcome]++;
    if (answer.outcome === "unavailable") continue;
    await db
      .update(companies)
      .set({ vatStatus: answer.outcome, vatCheckedAt: now })
      .where(and(eq(companies.id, c.id), eq(companies.vatStatus, "unchecked")));
  }
  if (due.length) log("vat check run", counts);
  return counts;
}

/** Schedules the next run (one per hour at most; nothing when the check is off). */
export function scheduleVatChecks(db: JobExecutor, now: Date, settings: ViesSettings | null): Promise<boolean> {
  if (!settings) return Promise.resolve(false);
  return enqueueJob(db, { kind: VAT_CHECK_JOB, runAt: now, uniqueKey: `${VAT_CHECK_JOB}:${now.toISOString().slice(0, 13)}` });
}

export const companyJobHandlers: Record<
  string,
  (job: ClaimedJob, ctx: { db: Db; now: Date; vies?: ViesSettings | null }) => Promise<void>
> = {
  async [VAT_CHECK_JOB](_job, ctx) {
    if (!ctx.vies) return; // switched off since it was scheduled
    await checkUncheckedVatIds(ctx.db, ctx.vies, ctx.now, (msg, fields) => console.log(JSON.stringify({ level: "info", msg, ...fields })));
  },
};
