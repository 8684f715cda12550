/**
 * Reads the company facts (decision 0034) from COMPANY_FACTS_FILE: a JSON object keyed by edition,
 * each with any subset of the facts in core/editions/company.ts, e.g.
 * `{"de": {"street": "Hauptstraße 5", "registerNumber": "HRB 98765 B", …}, "at": {…}}`.
 * Unknown keys and wrong types are refused by name. In production the file is required, and the
 * server refuses to start while any fact of any edition still carries a placeholder mark. The
 * promised payout days may not be fewer than the payout schedule keeps (PAYOUT_RUN_TIMES and
 * PAYOUT_RUN_TIMES_BY_EDITION, core/payout/schedule.ts, decision 0110): the pages and mails say it.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { INSURED_SHIPPING_MAX_CENTS } from "../../core/carrier/index.ts";
import { inputString } from "../../core/shared/index.ts";
import { companyFacts, EDITIONS, placeholderFacts, type CompanyFactsOverrides } from "../../core/editions/index.ts";
import { payoutSchedule, promisedPayoutWorkingDays, PAYOUT_RUN_TIMES_DEFAULT, parseRunTimes } from "../../core/payout/index.ts";
import type { AppConfig } from "./config.server.ts";

const text = inputString().trim().max(300);
const factsSchema = z
  .object({
    name: text.min(1),
    legalForm: text,
    street: text.min(1),
    postalCode: text.min(1),
    city: text.min(1),
    country: text.min(1),
    managingDirectors: text.min(1),
    phone: text.min(1),
    email: z.email(),
    privacyEmail: z.email(),
    pressEmail: z.email(),
    registerCourt: text,
    registerNumber: text,
    vatId: text,
    shareCapital: text,
    pec: text,
    supervisoryAuthority: text,
    dataProtectionAuthority: text,
    imeiCheckProvider: text.min(1),
    // the insured amount the pages state is the cap each label books (decision 0095): no more than every carrier insures
    insuredShippingCents: z.number().int().min(0).max(INSURED_SHIPPING_MAX_CENTS),
    payoutDays: z.number().int().min(1).max(30),
  })
  .partial()
  .strict();
const fileSchema = z.object(Object.fromEntries(EDITIONS.map((e) => [e, factsSchema.optional()]))).strict();

/** Parses the file's JSON text; throws naming the setting and each bad field. */
export function parseCompanyFacts(json: string): CompanyFactsOverrides {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (err) {
    throw new Error(`Invalid settings:\n  COMPANY_FACTS_FILE: not valid JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  const result = fileSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  COMPANY_FACTS_FILE: ${i.path.join(".") || "(file)"}: ${i.message}`);
    throw new Error(`Invalid settings:\n${lines.join("\n")}`);
  }
  return result.data as CompanyFactsOverrides;
}

/**
 * The editions whose promised payout days (the file's, else the default) are fewer than the
 * schedule can keep (`promised`: promisedPayoutWorkingDays; null = no schedule, no floor), as
 * "de.payoutDays: 1 …" lines.
 */
export function payoutDaysBelowSchedule(overrides: CompanyFactsOverrides, promised: number | null): string[] {
  if (promised === null) return [];
  return EDITIONS.flatMap((e) => {
    const days = overrides[e]?.payoutDays ?? companyFacts(e).payoutDays;
    return days < promised
      ? [`${e}.payoutDays: ${days} is fewer working days than the payout schedule keeps (${promised}; PAYOUT_RUN_TIMES)`]
      : [];
  });
}

/**
 * The configured company facts for this process: the file's overrides (none without the setting).
 * Production refuses to start without the file or with a placeholder left (the message names the
 * setting, the edition and the fact); any environment refuses promised payout days fewer than the
 * payout schedule keeps (`promised`, by default from the config's PAYOUT_RUN_TIMES settings).
 */
export function loadCompanyFacts(
  config: Pick<AppConfig, "NODE_ENV" | "COMPANY_FACTS_FILE"> & Partial<Pick<AppConfig, "PAYOUT_RUN_TIMES" | "PAYOUT_RUN_TIMES_BY_EDITION">>,
  read: (path: string) => string = (path) => readFileSync(path, "utf8"),
  promised: number | null = promisedPayoutWorkingDays(
    payoutSchedule(config.PAYOUT_RUN_TIMES ?? parseRunTimes(PAYOUT_RUN_TIMES_DEFAULT), config.PAYOUT_RUN_TIMES_BY_EDITION),
  ),
): CompanyFactsOverrides {
  let overrides: CompanyFactsOverrides = {};
  if (config.COMPANY_FACTS_FILE) {
    let json: string;
    try {
      json = read(config.COMPANY_FACTS_FILE);
    } catch (err) {
      throw new Error(
        `Invalid settings:\n  COMPANY_FACTS_FILE: cannot read ${config.COMPANY_FACTS_FILE} (${(err as NodeJS.ErrnoException).code ?? "error"})`,
      );
    }
    overrides = parseCompanyFacts(json);
    const below = payoutDaysBelowSchedule(overrides, promised);
    if (below.length) throw new Error(`Invalid settings:\n${below.map((l) => `  COMPANY_FACTS_FILE: ${l}`).join("\n")}`);
  }
  if (config.NODE_ENV === "production") {
    const left = EDITIONS.flatMap((e) => placeholderFacts(e, overrides).map((k) => `${e}.${k}`));
    if (!config.COMPANY_FACTS_FILE)
      throw new Error(
        "Invalid settings:\n  COMPANY_FACTS_FILE: is required when NODE_ENV=production (the company facts are development placeholders)",
      );
    if (left.length)
      throw new Error(`Invalid settings:\n  COMPANY_FACTS_FILE: still development placeholders in production: ${left.join(", ")}`);
  }
  return overrides;
}
