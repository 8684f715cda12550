/** The device page's price alert form (issue 34): placeholder until built. */
import type { PageContext } from "../../../server/http/page-context.server.ts";
import type { PriceAlertResult } from "../../features/price-alert/types.ts";

export async function priceAlertAction(
  _ctx: Pick<PageContext, "edition" | "deps" | "clientKey">,
  _device: { id: number },
  _form: FormData,
): Promise<{ status: number; result: PriceAlertResult }> {
  return { status: 404, result: { ok: false, email: "", target: "any", errors: {} } };
}
