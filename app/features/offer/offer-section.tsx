import type { ReactNode } from "react";
import { campaignAmountText, campaignPriceParts, type CampaignTerms } from "../../../core/campaign/index.ts";
import { editions } from "../../../core/editions/index.ts";
import { useEdition, useFormat, useT } from "../../i18n/i18n.tsx";
import { jsonForScript, percentFormat, signedMoney, type EffectFormat } from "./breakdown.ts";
import { ConditionForm } from "./condition-form.tsx";
import type { OfferNotice } from "./form-data.ts";
import { OfferNextSteps } from "./next-steps.tsx";
import { OfferView } from "./offer-view.tsx";
import { RUNNING_PRICE_TEXTS, type DeductionTable, type RunningPriceData } from "./running-price.ts";
import type { FormErrors, FormQuestion, FormValues, PageOffer } from "./types.ts";

/** Id of the JSON data block with the device's deduction table (the island's running offer). */
export const OFFER_TABLE_ID = "offer-table";

export interface OfferSectionProps {
  deviceUrl: string;
  deviceName: string;
  checkout: string;
  questions: FormQuestion[];
  /** The device's published deduction table (decision 0029). */
  table: DeductionTable;
  /** The campaign an offer made now would get, or null (decision 0028). */
  campaign: (CampaignTerms & { name: string }) | null;
  /** The valid offer of `?offer=` for this device, or null. */
  offer: PageOffer | null;
  notice: OfferNotice | null;
  /** `?change=1`: the form again, pre-filled with the offer's answers. */
  change: boolean;
  /** After a failed post: what was answered and what is missing. */
  values?: FormValues;
  errors?: FormErrors;
  /** After a refused post: a message key about the whole form (the offer limit, decision 0068). */
  formError?: string | null;
  /** The guarantees (app/features/trust): beside the offer with its next steps, below the questions otherwise (decision 0103). */
  guarantees?: ReactNode;
  /** The browser self-test's entry point (issue 34), before the questions. */
  selfTest?: ReactNode;
  /** Below a shown offer: "send me this offer" (issue 34). */
  afterOffer?: ReactNode;
}

/** The device page's sell part: the condition questions with their summary, or the offer they gave. */
export function OfferSection({
  deviceUrl,
  deviceName,
  checkout,
  questions,
  table,
  campaign,
  offer,
  notice,
  change,
  values,
  errors,
  formError,
  guarantees,
  selfTest,
  afterOffer,
}: OfferSectionProps) {
  const t = useT();
  const edition = useEdition();
  const { money } = useFormat();
  const locale = editions[edition].localeCode;
  const format: EffectFormat = { money, t, percent: percentFormat(locale) };
  const showOffer = offer && !change && !errors;
  const prefilled = values ?? (offer ? Object.fromEntries(offer.answers.map((a) => [String(a.questionId), String(a.answerId)])) : {});
  const islandData: RunningPriceData = {
    table,
    locale,
    currency: editions[edition].currency,
    // formatted here with their placeholders as values, so the island only fills them in (fillText)
    texts: Object.fromEntries(RUNNING_PRICE_TEXTS.map((key) => [key, t(key, { percent: "{percent}", amount: "{amount}" })])),
    steps: questions.map((_, i) => t("offer.step", { n: i + 1, count: questions.length })),
    campaign: campaign ? { kind: campaign.kind, percent: campaign.percent, fixedCents: campaign.fixedCents } : null,
  };
  const base = campaignPriceParts(Math.round(table.basePrice * 100), campaign);
  return (
    <div className="condition">
      {notice ? (
        <p className="notice warning" role="status">
          {t(`offer.notice.${notice}`)}
        </p>
      ) : null}
      {showOffer ? (
        <div className="offer-layout">
          <div className="offer-layout__main">
            <OfferView offer={offer} checkout={checkout} changeHref={`${deviceUrl}?offer=${encodeURIComponent(offer.offerId)}&change=1`} />
            {afterOffer}
          </div>
          <div className="offer-layout__side">
            {guarantees}
            {offer.noOffer ? null : <OfferNextSteps validUntil={offer.validUntil} />}
          </div>
        </div>
      ) : null}
      {showOffer ? null : (
        <section aria-labelledby="condition" className="sell">
          <h2 id="condition">{t("pdp.condition")}</h2>
          <p>{t("pdp.conditionIntro", { count: questions.length })}</p>
          {selfTest}
          <div className="sell__layout">
            {/* Beside the questions on wide screens, a slim bar above them on small ones. Without
                JavaScript it names the device and its top price; the island adds the answers so
                far and the running price. */}
            <aside className="sell-summary" aria-labelledby="sell-summary-title" data-offer-summary>
              <h3 id="sell-summary-title" className="sell-summary__title">
                {t("offer.summary.title")}
              </h3>
              <p className="sell-summary__device">{deviceName}</p>
              {/* The one price rule (decision 0101): the figure is the device price, the figure the
                  answers' effects change; a campaign's bonus is its own named line, then the sum. */}
              <p className="sell-summary__price">
                <span className="sell-summary__label" data-running-label>
                  {t("offer.summary.upTo")}
                </span>{" "}
                <strong data-running-price={base.priceCents}>{money(base.priceCents)}</strong>
              </p>
              {campaign ? (
                <>
                  <p className="sell-summary__campaign" data-campaign-line>
                    {campaign.name} ({campaignAmountText(campaign, locale, money)}){" "}
                    <span data-running-bonus={base.totalCents - base.priceCents}>
                      {signedMoney(money, base.totalCents - base.priceCents)}
                    </span>
                  </p>
                  <p className="sell-summary__total">
                    {t("price.summary.total")} <strong data-running-total={base.totalCents}>{money(base.totalCents)}</strong>
                  </p>
                </>
              ) : null}
              <div className="sell-summary__answers" data-running-details hidden>
                <h4>{t("offer.summary.answers")}</h4>
                <ol data-running-answers />
                <p className="sell-summary__note">{t("offer.summary.note")}</p>
              </div>
            </aside>
            <ConditionForm
              questions={questions}
              values={prefilled}
              errors={errors ?? {}}
              formError={formError ?? null}
              action={deviceUrl}
              format={format}
            />
          </div>
          <script type="application/json" id={OFFER_TABLE_ID} dangerouslySetInnerHTML={{ __html: jsonForScript(islandData) }} />
        </section>
      )}
      {showOffer ? null : guarantees}
    </div>
  );
}
