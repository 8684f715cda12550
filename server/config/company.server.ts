/**
 * Reads the company facts (decision 0034) from COMPANY_FACTS_FILE: a JSON object keyed by edition,
 * each with any subset of the facts in core/editions/company.ts, e.g.
 * `{"de": {"street": "Hauptstraße 5", "registerNumber": "HRB 98765 B", …}, "at": {…}}`.
 * Unknown keys and wrong types are refused by name. In production the file is required, and the
 * server refuses to start while any fact of any edition still carries a placeholder mark.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { INSURED_SHIPPING_MAX_CENTS } from "../../core/carrier/index.ts";
import { inputString } from "../../core/shared/index.ts";
import { EDITIONS, placeholderFacts, type CompanyFactsOverrides } from "../../core/editions/index.ts";
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
 * The configured company facts for this process: the file's overrides (none without the setting).
 * Production refuses to start without the file or with a placeholder left (the message names the
 * setting, the edition and the fact).
 */
export function loadCompanyFacts(
  config: Pick<AppConfig, "NODE_ENV" | "COMPANY_FACTS_FILE">,
  read: (path: string) => string = (path) => readFileSync(path, "utf8"),
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
