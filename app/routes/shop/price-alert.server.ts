/**
 * The device page's price alert form (decision 0128): `intent=price-alert` posted to the device
 * page. The target is "any" or the typed amount (`targetKind` price + `targetPrice`); the answer
 * is the form's result (202 sent, 422 field errors, 429 the client's limit).
 */
import { priceAlertSchema, requestAlert } from "../../../core/price-alert/index.server.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import type { PageContext } from "../../../server/http/page-context.server.ts";
import type { PriceAlertResult } from "../../features/price-alert/types.ts";
import { formErrors } from "../../lib/form-errors.ts";

export async function priceAlertAction(
  ctx: Pick<PageContext, "edition" | "deps" | "clientKey">,
  device: { id: number },
  form: FormData,
): Promise<{ status: number; result: PriceAlertResult }> {
  const email = String(form.get("email") ?? "");
  const target = form.get("targetKind") === "price" ? String(form.get("targetPrice") ?? "") : "any";
  const answer = (status: number, errors: Record<string, string>) => ({ status, result: { ok: status < 300, email, target, errors } });
  // the device is the page's, whatever a hidden field says
  const parsed = priceAlertSchema.safeParse({ deviceId: device.id, email, target });
  if (!parsed.success) return answer(422, formErrors<"email" | "target">(parsed.error, ["priceAlert."]) as Record<string, string>);
  const { deps, edition } = ctx;
  try {
    await requestAlert(
      {
        db: deps.database.db,
        mailer: deps.mailer,
        secret: deps.secrets.sessionSecret,
        edition,
        clientKey: ctx.clientKey,
        now: nowFrom(deps),
        perAddress: deps.config.PRICE_ALERTS_PER_ADDRESS,
      },
      parsed.data,
      mailOrigin(deps.config, edition),
    );
  } catch (err) {
    if (!(err instanceof ProblemError)) throw err;
    if (err.status === 429) return answer(429, { form: "priceAlert.error.rateLimited" });
    if (err.status === 422 && err.errors?.length) return answer(422, Object.fromEntries(err.errors.map((e) => [e.field, e.message])));
    if (err.status === 404) return answer(404, { form: "priceAlert.error.device" });
    throw err;
  }
  return answer(202, {});
}
