import { useT } from "../../i18n/i18n.tsx";
import { ConditionForm } from "./condition-form.tsx";
import type { OfferNotice } from "./form-data.ts";
import { OfferView } from "./offer-view.tsx";
import type { FormErrors, FormQuestion, FormValues, PageOffer } from "./types.ts";

export interface OfferSectionProps {
  deviceUrl: string;
  checkout: string;
  questions: FormQuestion[];
  /** The valid offer of `?offer=` for this device, or null. */
  offer: PageOffer | null;
  notice: OfferNotice | null;
  /** `?change=1`: the form again, pre-filled with the offer's answers. */
  change: boolean;
  /** After a failed post: what was answered and what is missing. */
  values?: FormValues;
  errors?: FormErrors;
}

/** The device page's sell part: the condition questions, or the offer they gave. */
export function OfferSection({ deviceUrl, checkout, questions, offer, notice, change, values, errors }: OfferSectionProps) {
  const t = useT();
  const showOffer = offer && !change && !errors;
  const prefilled = values ?? (offer ? Object.fromEntries(offer.answers.map((a) => [String(a.questionId), String(a.answerId)])) : {});
  return (
    <div className="condition">
      {notice ? (
        <p className="notice warning" role="status">
          {t(`offer.notice.${notice}`)}
        </p>
      ) : null}
      {showOffer ? (
        <OfferView offer={offer} checkout={checkout} changeHref={`${deviceUrl}?offer=${encodeURIComponent(offer.offerId)}&change=1`} />
      ) : null}
      {showOffer ? null : (
        <section aria-labelledby="condition">
          <h2 id="condition">{t("pdp.condition")}</h2>
          <p>{t("pdp.conditionIntro", { count: questions.length })}</p>
          <ConditionForm questions={questions} values={prefilled} errors={errors ?? {}} action={deviceUrl} />
        </section>
      )}
    </div>
  );
}
