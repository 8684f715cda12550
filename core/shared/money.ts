/**
 * Money helpers. Money is integer cents (EUR) everywhere; decimal amounts
 * (numbers or strings such as "19.99") are only accepted at the edges and are
 * converted exactly through decimal strings and BigInt, never through float
 * arithmetic, so 0.1 × 3 is 30 cents and not 30.000000000000004 / 100.
 */

/** A decimal value: units / 10^scale (scale ≥ 0). */
interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
/** Guards BigInt growth for absurd exponents such as "1e999999". */
const MAX_EXPONENT = 400;

function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/**
 * Parses a number or decimal string exactly. Numbers are read through their
 * shortest round-trip representation (`String(0.1) === "0.1"`), which is the
 * decimal the author of the literal meant.
 */
function parseDecimal(amount: number | string, what = "amount"): Decimal {
  let text: string;
  if (typeof amount === "number") {
    if (!Number.isFinite(amount)) throw new RangeError(`${what} must be a finite number, got ${amount}`);
    text = String(amount);
  } else if (typeof amount === "string") {
    text = amount.trim();
  } else {
    throw new RangeError(`${what} must be a number or a decimal string`);
  }
  const match = DECIMAL_PATTERN.exec(text);
  const intPart = match?.[2] ?? "";
  const fracPart = match?.[3] ?? "";
  if (!match || (intPart === "" && fracPart === "")) {
    throw new RangeError(`${what} is not a decimal number: ${JSON.stringify(text)}`);
  }
  const exponent = match[4] === undefined ? 0 : Number(match[4]);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > MAX_EXPONENT) {
    throw new RangeError(`${what} is out of range: ${JSON.stringify(text)}`);
  }
  let units = BigInt(intPart + fracPart || "0");
  if (match[1] === "-") units = -units;
  let scale = fracPart.length - exponent;
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  return { units, scale };
}

function toSafeNumber(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${what} is too large`);
  }
  return Number(value);
}

/** Rescales a decimal to `targetScale` digits, truncating toward zero (BigInt division truncates). */
function rescale(d: Decimal, targetScale: number, mode: "exact" | "truncate", what: string): bigint {
  if (d.scale <= targetScale) return d.units * pow10(targetScale - d.scale);
  const divisor = pow10(d.scale - targetScale);
  if (mode === "exact" && d.units % divisor !== 0n) {
    throw new RangeError(`${what} has more than ${targetScale} decimal places`);
  }
  return d.units / divisor;
}

function assertCents(cents: number, what = "cents"): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${what} must be a safe integer, got ${cents}`);
}

/**
 * Exact conversion of a EUR amount to cents. Rejects (RangeError) amounts with
 * more than two significant decimal places ("19.999"); trailing zeros are fine
 * ("19.990" → 1999). Use {@link truncateToCents} to cut extra digits off.
 */
export function toCents(amount: number | string): number {
  return toSafeNumber(rescale(parseDecimal(amount), 2, "exact", "amount"), "amount");
}

/** Exact conversion to cents, truncating toward zero: 19.999 → 1999, -0.019 → -1. */
export function truncateToCents(amount: number | string): number {
  return toSafeNumber(rescale(parseDecimal(amount), 2, "truncate", "amount"), "amount");
}

/** Cents to a EUR decimal number: 1999 → 19.99 (the nearest double; for display/JSON only). */
export function fromCents(cents: number): number {
  assertCents(cents);
  // IEEE division of two exactly representable integers is correctly rounded,
  // so this yields the same double as parsing the decimal string "19.99".
  return cents / 100;
}

/**
 * Line total in cents: price × quantity truncated (not rounded) to two
 * decimals, computed exactly. 0.1 × 3 → 30; 19.999 × 7 = 139.993 → 13999.
 * The quantity must be a non-negative integer (RangeError otherwise).
 */
export function lineTotalCents(price: number | string, quantity: number): number {
  if (typeof quantity !== "number" || !Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`quantity must be a non-negative integer, got ${quantity}`);
  }
  const p = parseDecimal(price, "price");
  const product: Decimal = { units: p.units * BigInt(quantity), scale: p.scale };
  return toSafeNumber(rescale(product, 2, "truncate", "line total"), "line total");
}

/** Cart total in cents: the sum of the (already truncated) line totals. */
export function cartTotalCents(lines: ReadonlyArray<{ price: number | string; quantity: number }>): number {
  let total = 0n;
  for (const line of lines) total += BigInt(lineTotalCents(line.price, line.quantity));
  return toSafeNumber(total, "cart total");
}

/**
 * cents × multiplier, truncated toward zero to whole cents. The multiplier is
 * taken at its decimal value, so 100 × 0.29 is 29 (float math would give 28.999…).
 */
export function applyMultiplier(cents: number, multiplier: number | string): number {
  assertCents(cents);
  const m = parseDecimal(multiplier, "multiplier");
  return toSafeNumber((BigInt(cents) * m.units) / pow10(m.scale), "result");
}

/** The B2B cap: true when the total is over the cap (5,000.00 EUR); exactly the cap is allowed. */
export function exceedsB2BCap(totalCents: number, capEur: number | string = 5000): boolean {
  assertCents(totalCents, "totalCents");
  return totalCents > toCents(capEur);
}

export type Voucher = { kind: "percent"; percent: number } | { kind: "fixed"; cents: number };

/**
 * A voucher is a bonus on top of a trade-in payout. A percent bonus
 * (0–100, decimals allowed) is truncated to whole cents; a fixed bonus is
 * added as is. Returns the bonus and the new total, both in cents.
 */
export function applyVoucher(totalCents: number, voucher: Voucher): { bonusCents: number; totalCents: number } {
  assertCents(totalCents, "totalCents");
  if (totalCents < 0) throw new RangeError("totalCents must not be negative");
  let bonusCents: number;
  if (voucher.kind === "percent") {
    const { percent } = voucher;
    if (typeof percent !== "number" || !Number.isFinite(percent) || percent < 0 || percent > 100) {
      throw new RangeError(`voucher percent must be between 0 and 100, got ${percent}`);
    }
    const p = parseDecimal(percent, "percent");
    bonusCents = toSafeNumber((BigInt(totalCents) * p.units) / (100n * pow10(p.scale)), "bonus");
  } else if (voucher.kind === "fixed") {
    assertCents(voucher.cents, "voucher cents");
    if (voucher.cents < 0) throw new RangeError("voucher cents must not be negative");
    bonusCents = voucher.cents;
  } else {
    throw new RangeError("unknown voucher kind");
  }
  return { bonusCents, totalCents: toSafeNumber(BigInt(totalCents) + BigInt(bonusCents), "total") };
}
