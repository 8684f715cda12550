/**
 * Facts in the content pages (decision 0034): the Markdown in the content store says
 * `{{company.registerNumber}}` where a company fact belongs, and `{{session.rememberDays}}` where
 * the login cookie's lifetime does; they are filled in at render, from the configured company
 * facts (core/editions/company.ts) and the very constants the code runs on, before Markdown and
 * the sanitizer see the text. A token nobody knows stays visible (and the content test fails).
 */
import { ACCESS_TOKEN_SECONDS, REFRESH_REMEMBER_SECONDS, REFRESH_SECONDS } from "../credentials/index.server.ts";
import { CLARIFICATION_DAYS } from "../clarification/index.ts";
import { CONTACT_RETENTION_YEARS } from "../contact/index.ts";
import {
  B2B_TRADE_CAP_EUR,
  COMPANY_FACT_KEYS,
  CLIENT_ID_COOKIE_MAX_AGE_S,
  CONTACT_SUBJECT_KEYS,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  companyAddress,
  companyFacts,
  contactSubjectLabel,
  editions,
  formatMoney,
  parentCompanyFacts,
  type EditionId,
} from "../editions/index.ts";
import { OFFER_VALIDITY_DAYS } from "../offer/index.ts";
import { sellerRecordRetention } from "../seller-records/index.ts";
import { translator } from "../shared/index.server.ts";
import { SHIPPING_DEADLINE_DAYS } from "../trade/index.ts";

export const TOKEN_PATTERN = /\{\{([a-zA-Z]+\.[a-zA-Z]+)\}\}/g;

/**
 * Text that is true only while a mechanism is on (decision 0096): `{{if.registerCheck}}…{{end.registerCheck}}`
 * is kept while the switch is on and left out (with its markers) while it is off. The server sets
 * the switches once at start (configureContentSwitches), from the same settings the mechanism reads:
 * without device-register credentials the privacy page does not say that IMEIs go to a register.
 */
export const CONTENT_SWITCHES = ["registerCheck"] as const;
export type ContentSwitch = (typeof CONTENT_SWITCHES)[number];
const switches: Record<ContentSwitch, boolean> = { registerCheck: false };
const SECTION_PATTERN = /\{\{if\.([a-zA-Z]+)\}\}([\s\S]*?)\{\{end\.\1\}\}/g;

export function configureContentSwitches(on: Partial<Record<ContentSwitch, boolean>>): void {
  Object.assign(switches, on);
}

/** Every token value of an edition, as plain text. */
export function contentTokenValues(edition: EditionId): Record<string, string> {
  const facts = companyFacts(edition);
  const parent = parentCompanyFacts();
  const values: Record<string, string> = {};
  for (const key of COMPANY_FACT_KEYS) values[`company.${key}`] = String(facts[key]);
  values["company.address"] = companyAddress(facts);
  values["parent.name"] = parent.name;
  values["parent.address"] = companyAddress(parent);
  values["shipping.insuredAmount"] = formatMoney(facts.insuredShippingCents, edition);
  values["payout.days"] = String(facts.payoutDays);
  // a figure with its unit, plural by the language's rules: the setting may be 1 (decision 0098)
  values["payout.workingDays"] = translator(editions[edition].messagesLocale)("figures.workingDays", { days: facts.payoutDays });
  values["trade.shippingDays"] = String(SHIPPING_DEADLINE_DAYS);
  values["business.tradeCap"] = formatMoney(B2B_TRADE_CAP_EUR * 100, edition);
  values["clarification.days"] = String(CLARIFICATION_DAYS);
  values["cookie.localeDays"] = String(LOCALE_COOKIE_MAX_AGE_DAYS);
  values["cookie.partnerDays"] = String(CLIENT_ID_COOKIE_MAX_AGE_S / 86_400);
  values["offer.validDays"] = String(OFFER_VALIDITY_DAYS);
  values["session.accessMinutes"] = String(ACCESS_TOKEN_SECONDS / 60);
  values["session.loginHours"] = String(REFRESH_SECONDS / 3600);
  values["session.rememberDays"] = String(REFRESH_REMEMBER_SECONDS / 86_400);
  values["contact.retentionYears"] = String(CONTACT_RETENTION_YEARS);
  // a section's markers: "on" keeps its text (fillContentTokens), "" leaves it out; a stray marker shows nothing
  for (const name of CONTENT_SWITCHES) {
    values[`if.${name}`] = switches[name] ? "on" : "";
    values[`end.${name}`] = "";
  }
  // the seller records' period and its law as the retention job keeps them (decision 0097)
  const records = sellerRecordRetention(edition);
  values["sellerRecords.retentionYears"] = String(records.years);
  values["sellerRecords.legalBasis"] = records.legalBasis;
  // a page that names a contact subject names it as the contact form lists it
  for (const key of CONTACT_SUBJECT_KEYS) values[`contactSubject.${key}`] = contactSubjectLabel(edition, key);
  return values;
}

/** A value as literal Markdown text: its Markdown and HTML characters escaped. */
const markdownText = (value: string) => value.replace(/[\\`*_[\]<>#|~]/g, (ch) => `\\${ch}`);

/** Replaces the known tokens in Markdown with their escaped values (plain text, e.g. a meta description: as they are). */
export function fillContentTokens(markdown: string, values: Record<string, string>, as: "markdown" | "plain" = "markdown"): string {
  return markdown
    .replace(SECTION_PATTERN, (whole, name: string, inner: string) =>
      `if.${name}` in values ? (values[`if.${name}`] ? inner : "") : whole,
    )
    .replace(TOKEN_PATTERN, (whole, key: string) => (key in values ? (as === "plain" ? values[key]! : markdownText(values[key]!)) : whole));
}
