/**
 * The account the payouts are paid from (decision 0037): PAYOUT_DEBTOR_NAME, PAYOUT_DEBTOR_IBAN
 * and PAYOUT_DEBTOR_BIC, read and checked with the other settings (server/config/config.server.ts;
 * production refuses to start without them). Outside production a test account stands in, named so
 * that nobody takes a development file for a real one.
 */
import { isValidBic, normalizeIban, validateIban } from "../shared/index.ts";
import { sepaText } from "./text.ts";

export interface PayoutDebtor {
  name: string;
  iban: string;
  bic: string;
}

/** A valid but made-up account (the German test IBAN of the Bundesbank's examples) for development and tests. */
export const DEVELOPMENT_DEBTOR: PayoutDebtor = Object.freeze({
  name: "SELLBACK DEVELOPMENT TEST ACCOUNT",
  iban: "DE02120300000000202051",
  bic: "BYLADEM1001",
});

export interface PayoutDebtorSettings {
  PAYOUT_DEBTOR_NAME?: string | undefined;
  PAYOUT_DEBTOR_IBAN?: string | undefined;
  PAYOUT_DEBTOR_BIC?: string | undefined;
}

/** What is wrong with the settings, by setting name (empty: fine). `required`: production. */
export function debtorSettingProblems(
  settings: PayoutDebtorSettings,
  required: boolean,
): { setting: keyof PayoutDebtorSettings; message: string }[] {
  const problems: { setting: keyof PayoutDebtorSettings; message: string }[] = [];
  const keys = ["PAYOUT_DEBTOR_NAME", "PAYOUT_DEBTOR_IBAN", "PAYOUT_DEBTOR_BIC"] as const;
  const given = keys.filter((k) => settings[k]);
  if (required || given.length)
    for (const k of keys)
      if (!settings[k])
        problems.push({
          setting: k,
          message: required ? "is required when NODE_ENV=production" : "is required with the other PAYOUT_DEBTOR_ settings",
        });
  if (
    settings.PAYOUT_DEBTOR_NAME !== undefined &&
    settings.PAYOUT_DEBTOR_NAME !== "" &&
    (!sepaText(settings.PAYOUT_DEBTOR_NAME) || settings.PAYOUT_DEBTOR_NAME.length > 70)
  )
    problems.push({ setting: "PAYOUT_DEBTOR_NAME", message: "must be 1 to 70 characters" });
  if (settings.PAYOUT_DEBTOR_IBAN) {
    const iban = validateIban(settings.PAYOUT_DEBTOR_IBAN);
    if (!iban.ok) problems.push({ setting: "PAYOUT_DEBTOR_IBAN", message: `is not a valid SEPA IBAN (${iban.reason})` });
  }
  if (settings.PAYOUT_DEBTOR_BIC && !isValidBic(settings.PAYOUT_DEBTOR_BIC))
    problems.push({ setting: "PAYOUT_DEBTOR_BIC", message: "is not a valid BIC" });
  return problems;
}

/** The configured debtor, or the development one when none is set (the settings were checked at start). */
export function payoutDebtor(settings: PayoutDebtorSettings): PayoutDebtor {
  if (!settings.PAYOUT_DEBTOR_NAME || !settings.PAYOUT_DEBTOR_IBAN || !settings.PAYOUT_DEBTOR_BIC) return DEVELOPMENT_DEBTOR;
  return {
    name: settings.PAYOUT_DEBTOR_NAME,
    iban: normalizeIban(settings.PAYOUT_DEBTOR_IBAN),
    bic: settings.PAYOUT_DEBTOR_BIC.replace(/\s+/g, "").toUpperCase(),
  };
}

/**
 * At the server's start (as COMPANY_FACTS_FILE is checked there): production refuses to start
 * without the debtor account, naming each missing setting.
 */
export function requireDebtorSettings(settings: PayoutDebtorSettings & { NODE_ENV: string }): void {
  const problems = debtorSettingProblems(settings, settings.NODE_ENV === "production");
  if (problems.length) throw new Error(`Invalid settings:\n${problems.map((p) => `  ${p.setting}: ${p.message}`).join("\n")}`);
}
