/**
 * The spec's transactionId rule (§4): it resets to 0 on every navigation
 * unless the target route name contains "thankYou" (case-sensitive; route ids
 * in this app look like "thankYou-de", "thankYou-it") or the target has no name.
 */

/** The route-name marker that keeps the transaction id (the order confirmation page). */
export const THANK_YOU_ROUTE_MARKER = "thankYou";

/** The transaction id after navigating to a route named `targetRouteName`. */
export function nextTransactionId(current: number, targetRouteName: string | undefined | null): number {
  if (targetRouteName === undefined || targetRouteName === null || targetRouteName === "") return current;
  return targetRouteName.includes(THANK_YOU_ROUTE_MARKER) ? current : 0;
}
