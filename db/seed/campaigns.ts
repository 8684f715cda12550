import { campaignWindow } from "../../core/campaign/index.ts";
import type { EditionId } from "../../core/editions/index.ts";

/**
 * One campaign per edition (decision 0028), planned in calendar days of the edition's time zone:
 * the autumn bonus the home pages announce, from the start of autumn to the end of the year, on
 * phones (Austria a fixed amount, as its welcome voucher; France phones and tablets).
 */
export interface SeedCampaign {
  edition: EditionId;
  name: string;
  categoryIds: string[];
  manufacturerIds: string[];
  kind: "percent" | "fixed";
  percent: string | null;
  fixedCents: number | null;
  startsAt: Date;
  endsAt: Date;
}

const FIRST_DAY = "2026-09-23";
const LAST_DAY = "2026-12-31";

const percent = (edition: EditionId, name: string, value: number, categoryIds: string[]): SeedCampaign => ({
  edition,
  name,
  categoryIds,
  manufacturerIds: [],
  kind: "percent",
  percent: value.toFixed(2),
  fixedCents: null,
  ...campaignWindow(edition, FIRST_DAY, LAST_DAY),
});
const fixed = (edition: EditionId, name: string, cents: number, categoryIds: string[]): SeedCampaign => ({
  edition,
  name,
  categoryIds,
  manufacturerIds: [],
  kind: "fixed",
  percent: null,
  fixedCents: cents,
  ...campaignWindow(edition, FIRST_DAY, LAST_DAY),
});

export function seedCampaigns(): SeedCampaign[] {
  return [
    percent("en", "Autumn bonus", 10, ["smartphones"]),
    percent("de", "Herbstbonus", 10, ["smartphones"]),
    fixed("at", "Herbstbonus", 1500, ["smartphones"]),
    percent("es", "Bono de otoño", 10, ["smartphones"]),
    percent("fr", "Bonus d’automne", 8, ["smartphones", "tablets"]),
    percent("it", "Bonus d’autunno", 10, ["smartphones"]),
  ];
}
