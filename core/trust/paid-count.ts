/**
 * How many trades have been paid, as the home page shows it (issue 31, decision 0102): a real count
 * from the database, shown only from PAID_TRADES_SHOWN_FROM on, so a young shop never boasts with a
 * small figure and no figure is ever invented. Pure: the rule; the query is paid-count.server.ts.
 */

/** The smallest count of paid trades the shop shows; below it the figure is left out entirely. */
export const PAID_TRADES_SHOWN_FROM = 100;

/** The figure to show for `count` paid trades, or null while it is below the threshold (or not a count). */
export function paidTradesShown(count: number | null | undefined, shownFrom: number = PAID_TRADES_SHOWN_FROM): number | null {
  if (typeof count !== "number" || !Number.isSafeInteger(count) || count < 0) return null;
  return count >= shownFrom ? count : null;
}
