/** An amount as the shop shows it (decision 0076). */
import { formatMoney, type EditionId } from "../../core/editions/index.ts";

/** An amount of euro cents in the edition's format ("1.234,56 €"). */
export function Money({ cents, edition }: { cents: number; edition: EditionId }) {
  return <>{formatMoney(cents, edition)}</>;
}
