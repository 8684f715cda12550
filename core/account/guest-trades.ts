/**
 * Guest trades that join an account (decision 0106): the rule, without a database. A trade joins
 * only when it has no account yet, was placed in the account's edition, under the account's e-mail
 * (compared in lower case), and only once that e-mail is proven: the account was activated by the
 * mailed link (or a mailed password reset) and its e-mail has not been changed since without proof.
 */
export interface GuestTradeCandidate {
  customerId: string | null;
  email: string;
  edition: string;
}

export interface JoiningAccount {
  email: string;
  edition: string;
  /** Activated, and the e-mail not changed since (no open "email_unproven" mark). */
  emailProven: boolean;
}

export function guestTradeJoins(trade: GuestTradeCandidate, account: JoiningAccount): boolean {
  return (
    account.emailProven &&
    trade.customerId === null &&
    trade.edition === account.edition &&
    trade.email.trim().toLowerCase() === account.email.trim().toLowerCase()
  );
}

/** The one-time token kind that marks an e-mail typed after activation and not yet proven by a mailed link. */
export const EMAIL_UNPROVEN_KIND = "email_unproven";
