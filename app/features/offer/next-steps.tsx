import { SHIPPING_DEADLINE_DAYS } from "../../../core/trade/index.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";

/**
 * What follows the offer, beside it (decision 0103): put it in the cart and sell by the offer's
 * last day, send the parcel within the trade's shipping deadline, then the inspection and payout.
 * The date and the days come from the offer and the trade's constant, never from the texts.
 */
export function OfferNextSteps({ validUntil }: { validUntil: string | Date }) {
  const t = useT();
  const { date } = useFormat();
  return (
    <section className="offer-steps" aria-labelledby="offer-steps-title" data-testid="offer-next-steps">
      <h2 id="offer-steps-title" className="offer-steps__title">
        {t("offer.nextSteps.title")}
      </h2>
      <ol className="offer-steps__list">
        <li>{t("offer.nextSteps.cart", { date: date(validUntil) })}</li>
        <li>{t("offer.nextSteps.ship", { days: SHIPPING_DEADLINE_DAYS })}</li>
        <li>{t("offer.nextSteps.inspect")}</li>
      </ol>
    </section>
  );
}
