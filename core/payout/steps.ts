/**
 * The money actions of a payout run and what each moves (decision 0085), pure: the run's page
 * restates these figures on the confirmation step before the action runs.
 */
import { sumCents } from "./amount.ts";
import type { PayoutItemState, PayoutRunState } from "./rules.ts";

export const PAYOUT_STEPS = ["confirm", "discard", "returned"] as const;
export type PayoutStepKind = (typeof PAYOUT_STEPS)[number];

/** One action about to run: how many payouts (trades) it moves and their sum; `tradeNumber` for a returned transfer. */
export interface PayoutStep {
  kind: PayoutStepKind;
  count: number;
  totalCents: number;
  tradeNumber: string | null;
}

interface StepRun {
  state: PayoutRunState;
  /** The person looking made the run (four eyes: they cannot confirm it). */
  ownRun: boolean;
}

interface StepItem {
  tradeNumber: string;
  amountCents: number;
  state: PayoutItemState;
}

const figures = (kind: PayoutStepKind, items: StepItem[], tradeNumber: string | null = null): PayoutStep => ({
  kind,
  count: items.length,
  totalCents: sumCents(items.map((i) => i.amountCents)),
  tradeNumber,
});

/**
 * The step asked for (`kind`, and the trade of a returned transfer) with its figures, or null when
 * that action does not apply to the run as it is now: confirming pays the included transfers of an
 * open run that the person did not make; discarding frees every trade of an open run; a returned
 * transfer is one paid transfer of a confirmed run, whose amount goes back on hold.
 */
export function payoutStep(run: StepRun, items: StepItem[], kind: string | null, tradeNumber: string | null): PayoutStep | null {
  if (run.state === "open") {
    if (kind === "confirm" && !run.ownRun)
      return figures(
        kind,
        items.filter((i) => i.state === "included"),
      );
    if (kind === "discard") return figures(kind, items);
    return null;
  }
  if (kind !== "returned") return null;
  const item = items.find((i) => i.tradeNumber === tradeNumber && i.state === "paid");
  return item ? figures(kind, [item], item.tradeNumber) : null;
}
