import type { EditionId } from "../../core/editions/index.ts";

/**
 * One welcome voucher per edition (README "Vouchers"): a bonus on top of the payout. Codes are
 * stored upper case and matched case-insensitively; valid from 2025 until the end of 2099. Each
 * welcome voucher is good for one trade per customer e-mail and WELCOME_VOUCHER_TOTAL trades in
 * all (decision 0019; the migration that added the limits sets the same total on existing rows).
 */
export const WELCOME_VOUCHER_TOTAL = 10_000;

export interface SeedVoucher {
  code: string;
  edition: EditionId;
  kind: "percent" | "fixed";
  percent: string | null;
  bonusCents: number | null;
  validFrom: Date;
  validUntil: Date;
  active: boolean;
  maxUsesPerCustomer: number | null;
  maxUses: number | null;
}

const from = new Date("2025-01-01T00:00:00Z");
const until = new Date("2099-12-31T23:59:59Z");
const welcomeLimits = { maxUsesPerCustomer: 1, maxUses: WELCOME_VOUCHER_TOTAL } as const;
const percent = (edition: EditionId, code: string, value: number): SeedVoucher => ({
  code,
  edition,
  kind: "percent",
  percent: value.toFixed(2),
  bonusCents: null,
  validFrom: from,
  validUntil: until,
  active: true,
  ...welcomeLimits,
});
const fixed = (edition: EditionId, code: string, cents: number): SeedVoucher => ({
  code,
  edition,
  kind: "fixed",
  percent: null,
  bonusCents: cents,
  validFrom: from,
  validUntil: until,
  active: true,
  ...welcomeLimits,
});

export function seedVouchers(): SeedVoucher[] {
  return [
    percent("en", "WELCOME10", 10),
    percent("de", "WILLKOMMEN10", 10),
    fixed("at", "SERVUS15", 1500),
    percent("es", "BIENVENIDO10", 10),
    fixed("fr", "BIENVENUE10", 1000),
    percent("it", "BENVENUTO5", 5),
  ];
}
