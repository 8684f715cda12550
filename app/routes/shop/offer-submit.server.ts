/**
 * The device page's condition form (its action's work): the posted answers → a stored offer of the
 * page's device, made like `POST /api/trade/offers` (core/offer createOffer), for the widget's
 * partner when the page is a widget's, and counted with the API's against the per-address offer
 * limit (decision 0068). Missing or foreign answers come back per question (422); over the limit
 * the answers are kept and the form says why (429 with Retry-After). The hidden `selfTest` token
 * (decision 0125) goes with the offer; a refused one (changed, another device's, older than two
 * hours) makes no offer: 422, the answers kept and the form saying why, its hidden input empty, so
 * sending again makes the offer without the self-test.
 */
import { countOfferRequest, OFFER_RATE_LIMITED, createOffer } from "../../../core/offer/index.server.ts";
import { selfTestKey } from "../../../core/self-test/index.server.ts";
import { offerInputSchema } from "../../../core/offer/index.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import type { PageContext } from "../../../server/http/page-context.server.ts";
import { widgetPartnerOf } from "../../../server/http/widget-partner.server.ts";
import { answersFromForm, errorsByQuestion, valuesOf } from "../../features/offer/form-data.ts";
import type { FormErrors, FormQuestion, FormValues } from "../../features/offer/types.ts";

export type OfferOutcome =
  | { ok: true; offerId: string }
  | { ok: false; status: number; values: FormValues; errors: FormErrors; formError: string | null; retryAfter: number | null };

export async function submitOffer(
  ctx: Pick<PageContext, "edition" | "mode" | "deps" | "clientKey">,
  device: { id: number; questions: readonly FormQuestion[] },
  form: { get(name: string): unknown },
  /** The page's URL: a widget's partner key is in it (decision 0045). */
  url: URL,
): Promise<OfferOutcome> {
  const db = ctx.deps.database.db;
  const answers = answersFromForm(form, device.questions);
  const values = valuesOf(answers);
  const now = nowFrom(ctx.deps);
  try {
    await countOfferRequest(db, ctx.clientKey, now);
    // in the widget: the partner of the URL's key, looked up (decision 0045)
    const partner = await widgetPartnerOf(db, ctx.mode, url);
    const token = form.get("selfTest");
    const selfTest = typeof token === "string" && token ? token : undefined;
    const offer = await createOffer(db, ctx.edition, offerInputSchema.parse({ deviceId: device.id, answers, selfTest }), now, {
      partnerId: partner?.id ?? null,
      selfTestKey: selfTestKey(ctx.deps.config, ctx.deps.secrets),
    });
    return { ok: true, offerId: offer.offerId };
  } catch (err) {
    if (err instanceof ProblemError && err.status === 429) {
      return { ok: false, status: 429, values, errors: {}, formError: OFFER_RATE_LIMITED, retryAfter: Number(err.extra.retryAfter) };
    }
    if (!(err instanceof ProblemError) || err.status !== 422) throw err;
    if (err.code === "self_test_refused") {
      return { ok: false, status: 422, values, errors: {}, formError: err.detail ?? null, retryAfter: null };
    }
    return {
      ok: false,
      status: 422,
      values,
      errors: errorsByQuestion(err.errors ?? [], device.questions, values),
      formError: null,
      retryAfter: null,
    };
  }
}
