/**
 * The device page's "send me this offer" form (decision 0127): the posted form read into the API's
 * input, checked with the same schema, sent by core/offer-mail; a refusal comes back as a message
 * per field or about the whole form, with what was typed.
 */
import { offerMailSchema } from "../../../core/offer-mail/index.ts";
import { sendOfferMail } from "../../../core/offer-mail/index.server.ts";
import { detailOrCode, nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import type { PageContext } from "../../../server/http/page-context.server.ts";
import type { OfferMailResult } from "../../features/offer-mail/types.ts";
import { formErrors } from "../../lib/form-errors.ts";

/** The refusals the form words itself; any other problem shows its detail (a message key). */
const FORM_MESSAGES: Record<number, string> = { 429: "offerMail.error.rateLimited" };

export async function offerMailAction(
  ctx: Pick<PageContext, "edition" | "deps" | "clientKey">,
  form: FormData,
): Promise<{ status: number; result: OfferMailResult }> {
  const email = String(form.get("email") ?? "");
  const reminder = form.get("reminder") === "yes";
  const refused = (status: number, errors: Record<string, string>) => ({ status, result: { ok: false, email, reminder, errors } });
  const parsed = offerMailSchema.safeParse({ offerId: String(form.get("offerId") ?? ""), email, reminder });
  if (!parsed.success) {
    const { offerId, ...fields } = formErrors<"offerId" | "email" | "reminder">(parsed.error, ["offerMail."]);
    return refused(422, { ...fields, ...(offerId ? { form: offerId } : {}) } as Record<string, string>);
  }
  const { deps, edition, clientKey } = ctx;
  try {
    const sent = await sendOfferMail(
      {
        db: deps.database.db,
        mailer: deps.mailer,
        edition,
        origin: mailOrigin(deps.config, edition),
        clientKey,
        now: nowFrom(deps),
        perAddress: deps.config.OFFER_MAILS_PER_ADDRESS,
      },
      parsed.data,
    );
    return { status: 201, result: { ok: true, email: parsed.data.email, reminder, errors: {}, reminderAt: sent.reminderAt } };
  } catch (err) {
    if (!(err instanceof ProblemError) || err.status >= 500) throw err;
    // the address's daily limit says so; a client over its limit gets the general line
    const message = err.detail === "offerMail.problem.addressLimit" ? err.detail : (FORM_MESSAGES[err.status] ?? detailOrCode(err));
    return refused(err.status, { form: message });
  }
}
