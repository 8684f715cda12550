/** The device page's "send me this offer" form (issue 34): placeholder until built. */
import type { PageContext } from "../../../server/http/page-context.server.ts";
import type { OfferMailResult } from "../../features/offer-mail/types.ts";

export async function offerMailAction(
  _ctx: Pick<PageContext, "edition" | "deps" | "clientKey">,
  _form: FormData,
): Promise<{ status: number; result: OfferMailResult }> {
  return { status: 404, result: { ok: false, email: "", reminder: false, errors: {} } };
}
