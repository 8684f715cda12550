/**
 * What a clarification ends in (decision 0026), pure. Each device of the clarification is either
 * accepted (its new offer's price counts) or returned; devices outside the clarification (as
 * described) keep their price. The trade then goes:
 * - to `payout_pending` when anything is bought: an accepted device or a device that was as
 *   described; the returned devices are listed as returns of that trade;
 * - to `return_requested` when nothing is bought (every device goes back).
 */
export type ClarificationAnswer = "accept" | "return";

export interface OutcomeLine {
  tradeLineId: number;
  /** The line's locked price × quantity (as described). */
  lineTotalCents: number;
  quantity: number;
  /** Only for lines in the clarification. */
  item?: { answer: ClarificationAnswer | null; newPriceCents: number | null };
}

export interface ClarificationOutcome {
  /** Null while a device is still open. */
  nextState: "payout_pending" | "return_requested" | null;
  returnedLineIds: number[];
  keptLineIds: number[];
  /** Sum of what is bought: unchanged lines at their price, accepted ones at the new price. */
  subtotalCents: number;
}

export function clarificationOutcome(lines: readonly OutcomeLine[]): ClarificationOutcome {
  const returnedLineIds: number[] = [];
  const keptLineIds: number[] = [];
  let subtotalCents = 0;
  let open = false;
  for (const line of lines) {
    if (!line.item) {
      keptLineIds.push(line.tradeLineId);
      subtotalCents += line.lineTotalCents;
    } else if (line.item.answer === null) {
      open = true;
    } else if (line.item.answer === "accept" && line.item.newPriceCents !== null) {
      keptLineIds.push(line.tradeLineId);
      subtotalCents += line.item.newPriceCents * line.quantity;
    } else {
      returnedLineIds.push(line.tradeLineId);
    }
  }
  const nextState = open ? null : keptLineIds.length > 0 ? "payout_pending" : "return_requested";
  return { nextState, returnedLineIds, keptLineIds, subtotalCents };
}

/** A voucher's bonus applies only while something is bought; a percent bonus scales with the new subtotal. */
export function totalWithVoucher(
  subtotalCents: number,
  voucher: { bonusCents: number; originalSubtotalCents: number } | null,
): { bonusCents: number; totalCents: number } {
  if (!voucher || subtotalCents <= 0 || voucher.bonusCents <= 0) return { bonusCents: 0, totalCents: Math.max(0, subtotalCents) };
  const bonusCents = Math.min(
    voucher.bonusCents,
    Math.round((voucher.bonusCents * subtotalCents) / Math.max(1, voucher.originalSubtotalCents)),
  );
  return { bonusCents, totalCents: subtotalCents + bonusCents };
}
