/**
 * Facts in the content pages (decision 0034): the Markdown in the content store says
 * `{{company.registerNumber}}` where a company fact belongs, and `{{session.rememberDays}}` where
 * the login cookie's lifetime does; they are filled in at render, from the configured company
 * facts (core/editions/company.ts) and the very constants the code runs on, before Markdown and
 * the sanitizer see the text. A token nobody knows stays visible (and the content test fails).
 */
import { ACCESS_TOKEN_SECONDS, REFRESH_REMEMBER_SECONDS, REFRESH_SECONDS } from "../credentials/index.server.ts";
import { CONTACT_RETENTION_YEARS } from "../contact/index.ts";
import {
  COMPANY_FACT_KEYS,
  CONTACT_SUBJECT_KEYS,
  companyAddress,
  companyFacts,
  contactSubjectLabel,
  formatMoney,
  parentCompanyFacts,
  type EditionId,
} from "../editions/index.ts";
import { OFFER_VALIDITY_DAYS } from "../offer/index.ts";

export const TOKEN_PATTERN = /\{\{([a-zA-Z]+\.[a-zA-Z]+)\}\}/g;

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
  values["offer.validDays"] = String(OFFER_VALIDITY_DAYS);
  values["session.accessMinutes"] = String(ACCESS_TOKEN_SECONDS / 60);
  values["session.loginHours"] = String(REFRESH_SECONDS / 3600);
  values["session.rememberDays"] = String(REFRESH_REMEMBER_SECONDS / 86_400);
  values["contact.retentionYears"] = String(CONTACT_RETENTION_YEARS);
  // a page that names a contact subject names it as the contact form lists it
  for (const key of CONTACT_SUBJECT_KEYS) values[`contactSubject.${key}`] = contactSubjectLabel(edition, key);
  return values;
}

/** A value as literal Markdown text: its Markdown and HTML characters escaped. */
const markdownText = (value: string) => value.replace(/[\\`*_[\]<>#|~]/g, (ch) => `\\${ch}`);

/** Replaces the known tokens in Markdown with their escaped values (plain text, e.g. a meta description: as they are). */
export function fillContentTokens(markdown: string, values: Record<string, string>, as: "markdown" | "plain" = "markdown"): string {
  return markdown.replace(TOKEN_PATTERN, (whole, key: string) =>
    key in values ? (as === "plain" ? values[key]! : markdownText(values[key]!)) : whole,
  );
}
