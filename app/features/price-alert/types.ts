/** A price alert's form on the device page (issue 34): what the action answers. */
export interface PriceAlertResult {
  ok: boolean;
  email: string;
  /** "any" or the target as typed. */
  target: string;
  /** A message key per field (`email`, `target`), or about the whole form (`form`: the client's limit). */
  errors: Record<string, string>;
}
