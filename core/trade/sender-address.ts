/**
 * The trade's address as the shipping label prints it (the customer is the sender; on a return
 * label, the recipient), in its country's order (decision 0108: "12 rue de Rivoli", "Musterstraße
 * 12"): for the trade confirmation mail, so the customer can check it before the parcel goes, and
 * the mail that a device was sent back.
 */
import { countryName } from "../editions/index.ts";
import type { MailBlock } from "../mail/index.ts";
import { addressLines } from "../shared/index.ts";
import type { TradeView } from "./types.ts";

type SenderTrade = Pick<TradeView, "edition" | "address"> & { customer: Pick<TradeView["customer"], "firstName" | "lastName"> };

/** Name, street and number, postcode and town, country (in the edition's language): the label's sender lines. */
export function senderAddressLines(trade: SenderTrade): string[] {
  return addressLines(trade.address, {
    name: `${trade.customer.firstName} ${trade.customer.lastName}`,
    countryName: countryName(trade.address.country, trade.edition),
  });
}

/** A mail's blocks: `intro` (the message that introduces the address), then the address kept line by line. */
export function tradeAddressBlocks(trade: SenderTrade, intro: string): MailBlock[] {
  return [
    { kind: "text", text: intro },
    { kind: "quote", text: senderAddressLines(trade).join("\n") },
  ];
}
