/**
 * Business sellers (issue 33): the editions that sell to companies and the fixed figures their pages
 * promise. One place, so that a page, a mail and a rule read the same number.
 */
import type { EditionId } from "./config.ts";

/** Business selling exists where the B2B landing page does (decisions.md "Business sellers"). */
export const BUSINESS_EDITIONS: readonly EditionId[] = ["de", "en"];
export const isBusinessEdition = (edition: EditionId): boolean => BUSINESS_EDITIONS.includes(edition);

/** Volume prices start at this many devices in one quote (the tiers are settings, decision 0118). */
export const BUSINESS_VOLUME_MIN_UNITS = 10;
/** From this many devices the carrier collects the devices for free; below, the seller gets labels (decision 0120). */
export const BUSINESS_COLLECTION_MIN_UNITS = 25;
/** A quote binds us for this many days. */
export const BUSINESS_QUOTE_VALID_DAYS = 14;
/** The most rows one list may have. */
export const BUSINESS_LIST_MAX_ROWS = 5000;
/** The grades a business seller gives instead of the questions (decision 0117). */
export const BUSINESS_GRADES = ["A", "B", "C", "D"] as const;
export type BusinessGrade = (typeof BUSINESS_GRADES)[number];
