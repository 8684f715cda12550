import { BRAND_NAME, editions, type EditionId } from "../../editions/index.ts";
import { translator } from "../../shared/index.server.ts";
import { editionMail, type MailContent } from "./content.ts";

/**
 * The frame of a mail to a customer, in the edition's language: who it is for, the greeting by
 * first name and the brand's sign-off; the mail adds its subject and blocks.
 */
export function customerMail(
  edition: EditionId,
  origin: string,
  firstName: string,
): Pick<MailContent, "edition" | "locale" | "lang" | "origin" | "greeting" | "signoff"> {
  const t = translator(editions[edition].messagesLocale);
  return {
    ...editionMail(edition, origin),
    greeting: t("trade.mail.greeting", { firstName }),
    signoff: t("trade.mail.signoff", { brand: BRAND_NAME }),
  };
}
