import { editions } from "../../../core/editions/index.ts";
import { useEdition, useFormat, useT } from "../../i18n/i18n.tsx";
import { campaignAmountText, priceParts, priceText } from "../../../core/campaign/index.ts";
import { effectText, jsonForScript, offerIslandData, percentFormat, signedMoney } from "./breakdown.ts";
import type { PageOffer } from "./types.ts";
import { pictureFromImage } from "../../../core/catalog/index.ts";
import { Picture } from "../../ui/picture.tsx";
import { DeadlinesExplained } from "./deadlines-explained.tsx";

/** Id of the JSON data block the island reads ("Add to cart"). */
export const OFFER_DATA_ID = "offer-data";

/**
 * A server-made offer: the price, how long it holds, and how every answer changed it (base price,
 * one line per answer, result). A "no offer" explains why. "Add to cart" is a plain link to the
 * checkout (`?offer=`) that the island upgrades to a browser-cart line.
 */
export function OfferView({ offer, checkout, changeHref }: { offer: PageOffer; checkout: string; changeHref: string }) {
  const t = useT();
  const edition = useEdition();
  const { money, date } = useFormat();
  const f = { money, t, percent: percentFormat(editions[edition].localeCode) };
  if (offer.noOffer) {
    return (
      <section className="offer offer--none" aria-labelledby="offer-title" data-offer-none={offer.offerId}>
        <h2 id="offer-title" tabIndex={-1}>
          {t("offer.noOffer.title")}
        </h2>
        <p>{t("offer.noOffer.intro")}</p>
        <ul className="offer__reasons">
          {offer.noOffer.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <p>{t("offer.noOffer.help")}</p>
        <p className="offer__actions">
          <a className="button" href={changeHref}>
            {t("offer.change")}
          </a>
        </p>
      </section>
    );
  }
  return (
    <section className="offer" aria-labelledby="offer-title" data-offer={offer.offerId}>
      <h2 id="offer-title" tabIndex={-1}>
        {t("offer.title")}
      </h2>
      {/* the device the offer is for, with its photo or drawing (decision 0104) */}
      <p className="offer__device">
        <Picture picture={pictureFromImage(offer.device.image)} alt="" width={72} height={54} />
        <span>{offer.device.name}</span>
      </p>
      <p className="offer__price">
        <span className="offer__price-label">{t("offer.price")}</span>{" "}
        <strong className="offer__amount" data-offer-price={offer.priceCents}>
          {money(offer.totalCents)}
        </strong>
      </p>
      {offer.campaign ? (
        <p className="offer__campaign" data-campaign-line>
          {/* the total's parts by the one price rule (decision 0101) */}
          {t("offer.campaign.line", {
            parts: priceText(priceParts(offer.priceCents, [{ name: offer.campaign.name, cents: offer.campaign.bonusCents }]), "parts", {
              t,
              money,
            }),
          })}
        </p>
      ) : null}
      <p className="offer__valid">{t("offer.validUntil", { date: date(offer.validUntil) })}</p>
      <p className="offer__actions">
        <a className="button" href={`${checkout}?offer=${encodeURIComponent(offer.offerId)}`} data-offer-add data-checkout={checkout}>
          {t("offer.addToCart")}
        </a>{" "}
        <a className="button secondary" href={changeHref}>
          {t("offer.change")}
        </a>
      </p>
      <table className="breakdown">
        <caption>{t("offer.breakdown.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("offer.breakdown.item")}</th>
            <th scope="col">{t("offer.breakdown.effect")}</th>
          </tr>
        </thead>
        <tbody>
          <tr className="breakdown__base">
            <th scope="row">{t("offer.breakdown.base")}</th>
            <td data-cents={offer.breakdown.basePriceCents}>{money(offer.breakdown.basePriceCents)}</td>
          </tr>
          {offer.breakdown.lines.map((line) => (
            <tr key={line.questionId} className="breakdown__line">
              <th scope="row">
                <span className="breakdown__question">{line.question}</span> <span className="breakdown__answer">{line.answer}</span>
              </th>
              <td data-cents={line.deltaCents}>{effectText(line.effect, line.deltaCents, f)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {offer.campaign ? (
            <>
              <tr className="breakdown__subtotal">
                <th scope="row">{t("offer.breakdown.conditionPrice")}</th>
                <td data-cents={offer.priceCents}>{money(offer.priceCents)}</td>
              </tr>
              <tr className="breakdown__campaign" data-campaign-line>
                <th scope="row">
                  {offer.campaign.name}{" "}
                  <span className="breakdown__answer">{campaignAmountText(offer.campaign, editions[edition].localeCode, money)}</span>
                </th>
                <td data-cents={offer.campaign.bonusCents}>{signedMoney(money, offer.campaign.bonusCents)}</td>
              </tr>
            </>
          ) : null}
          <tr className="breakdown__total">
            <th scope="row">{t("offer.breakdown.result")}</th>
            <td data-cents={offer.totalCents}>{money(offer.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      {/* the offer's days and the parcel's days, as on the thank-you page and in the mail (decision 0107) */}
      <DeadlinesExplained heading="h3" />
      <script
        type="application/json"
        id={OFFER_DATA_ID}
        dangerouslySetInnerHTML={{ __html: jsonForScript(offerIslandData(offer, checkout)) }}
      />
    </section>
  );
}
