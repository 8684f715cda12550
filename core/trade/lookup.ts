/**
 * The trade lookup's input (decision 0031), pure so the page's form takes its `maxlength` from
 * the same numbers: a trade number ("SB-1000001"; "sb1000001" and spaces are accepted) and the
 * e-mail address the trade was placed with.
 */
import { z, emailField, inputString } from "../shared/index.ts";

export const TRADE_LOOKUP_LIMITS = { tradeNumber: 20, email: 254 } as const;

/** "sb 1000001", "SB1000001", " SB-1000001 " → "SB-1000001"; anything else stays as typed (and matches no trade). */
export function normalizeTradeNumber(value: string): string {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  const m = /^SB-?(\d{7,})$/.exec(compact);
  return m ? `SB-${m[1]}` : compact;
}

export const tradeLookupSchema = z.object({
  tradeNumber: inputString({ error: "lookup.error.tradeNumber" })
    .trim()
    .min(1, "lookup.error.tradeNumber")
    .max(TRADE_LOOKUP_LIMITS.tradeNumber, "validation.tooLong")
    .transform(normalizeTradeNumber)
    .refine((v) => /^SB-\d{7,12}$/.test(v), "lookup.error.tradeNumber"),
  email: emailField("lookup.error.email"),
});
export type TradeLookupInput = z.infer<typeof tradeLookupSchema>;
