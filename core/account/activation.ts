/** What activating a registration gives the caller (POST /api/account/activateRegistration). */
export interface ActivateResult {
  /** The identifier for GET /api/activateCustomerByIdentifier. */
  token?: string | null;
  activated: boolean;
}

/**
 * Reads an activation result (pure; the API and the activation landing use it): an activated
 * result must carry its token, else it fails with the spec's "Token is missing from
 * activateResult"; a not-activated one is passed on as it is.
 */
export function readActivateResult(result: ActivateResult): { token: string; activated: true } | { token: null; activated: false } {
  if (!result.activated) return { token: null, activated: false };
  if (!result.token) throw new Error("Token is missing from activateResult");
  return { token: result.token, activated: true };
}
