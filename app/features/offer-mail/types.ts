/** "Send me this offer" (issue 34): what the device page's action answers the form. */
export interface OfferMailResult {
  ok: boolean;
  /** The address as typed, kept after an error. */
  email: string;
  reminder: boolean;
  /** A message key per field, or about the whole form (the limit). */
  errors: Record<string, string>;
  /** After a sent mail: when the reminder will come (ISO), or null (none asked for, or the offer runs out sooner). */
  reminderAt?: string | null;
}
