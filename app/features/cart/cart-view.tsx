/**
 * The cart on the checkout page: a line per offer (device, condition, unit price, quantity, line
 * total), remove and "empty cart", and the total. Totals come from core/cart (integer cents,
 * price × quantity truncated). Rendered on the server only (decision 0132): the controls are there
 * from the first paint, disabled, and the checkout's island enables them once it has read the
 * stored cart (`data-cart-read`); a change is stored and the page's cart asked for again.
 */
import { linesPriceParts, priceText } from "../../../core/campaign/index.ts";
import { cartLineTotalCents, MAX_QUANTITY_PER_LINE, type CartLine } from "../../../core/cart/index.ts";
import { pictureFromImage } from "../../../core/catalog/index.ts";
import { lineTotalCents } from "../../../core/shared/index.ts";
import { LocalizedLink, useFormat, useT } from "../../i18n/i18n.tsx";
import { Picture } from "../../ui/picture.tsx";
import type { OfferDetails } from "./offers-api.ts";

export interface CartViewProps {
  lines: CartLine[];
  details: Record<string, OfferDetails | undefined>;
  totalCents: number;
  /** The begin_checkout event of these lines (the island sends it once the stored cart agrees with them). */
  beginCheckout: unknown;
}

const QUANTITIES = Array.from({ length: MAX_QUANTITY_PER_LINE }, (_, i) => i + 1);

export function CartView({ lines, details, totalCents, beginCheckout }: CartViewProps) {
  const t = useT();
  const { money, date } = useFormat();
  if (lines.length === 0) {
    return (
      <section className="cart" aria-labelledby="cart-heading" data-cart-read="false">
        <h2 id="cart-heading" tabIndex={-1}>
          {t("checkout.cart.heading")}
        </h2>
        <p className="cart__empty">{t("checkout.cart.empty")}</p>
        <p>
          <LocalizedLink to="home" className="button secondary">
            {t("checkout.cart.findDevice")}
          </LocalizedLink>
        </p>
      </section>
    );
  }
  const parts = linesPriceParts(
    lines.map((l) => ({
      priceCents: lineTotalCents(l.price, l.quantity),
      quantity: l.quantity,
      campaign: l.campaign ? { name: l.campaign.name, bonusCents: lineTotalCents(l.campaign.bonus, 1) } : null,
    })),
  );
  return (
    <section className="cart" aria-labelledby="cart-heading" data-cart-read="false" data-begin-checkout={JSON.stringify(beginCheckout)}>
      <h2 id="cart-heading" tabIndex={-1}>
        {t("checkout.cart.heading")}
      </h2>
      <ul className="cart__lines">
        {lines.map((line) => {
          const offer = details[line.offerId];
          const quantityId = `cart-quantity-${line.offerId}`;
          return (
            <li key={line.offerId} className="cart-line" data-offer-id={line.offerId}>
              {line.image ? (
                <Picture picture={pictureFromImage(line.image)} alt="" width={72} height={54} className="cart-line__image" />
              ) : null}
              <div className="cart-line__main">
                <p className="cart-line__name">
                  {line.deviceUrl ? (
                    <LocalizedLink to="pdp" params={{ pdp: line.deviceUrl }}>
                      {line.deviceName}
                    </LocalizedLink>
                  ) : (
                    line.deviceName
                  )}
                </p>
                {offer ? (
                  <p className="cart-line__meta">
                    {t("checkout.cart.condition")}: {t(`checkout.condition.${offer.condition}`)}
                  </p>
                ) : null}
                {offer?.breakdown.lines.length ? (
                  <details className="cart-line__answers">
                    <summary>{t("checkout.cart.answers")}</summary>
                    <ul>
                      {offer.breakdown.lines.map((a) => (
                        <li key={a.questionId}>
                          {a.question} <strong>{a.answer}</strong>
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : null}
                <p className="cart-line__meta">{t("checkout.cart.validUntil", { date: date(line.validUntil) })}</p>
              </div>
              <div className="cart-line__numbers">
                <p>
                  <span className="cart-line__label">{t("checkout.cart.unitPrice")}</span> {money(lineTotalCents(line.price, 1))}
                </p>
                {line.campaign ? (
                  <p className="cart-line__campaign" data-campaign-line>
                    <span className="cart-line__label">{line.campaign.name}</span> +{money(lineTotalCents(line.campaign.bonus, 1))}
                  </p>
                ) : null}
                {/* the controls are there from the first paint (no layout shift when the stored cart is read,
                    decision 0051), usable once the island has read it (decision 0132) */}
                <div className="cart-line__quantity">
                  <label htmlFor={quantityId}>
                    {t("checkout.cart.quantity")}
                    <span className="visually-hidden"> {line.deviceName}</span>
                  </label>
                  <select id={quantityId} defaultValue={line.quantity} disabled data-cart-quantity={line.offerId}>
                    {QUANTITIES.map((q) => (
                      <option key={q} value={q}>
                        {q}
                      </option>
                    ))}
                  </select>
                </div>
                <p className="cart-line__total">
                  <span className="cart-line__label">{t("checkout.cart.lineTotal")}</span>{" "}
                  <strong data-testid="line-total">{money(cartLineTotalCents(line))}</strong>
                </p>
                <button type="button" className="secondary" disabled data-cart-remove={line.offerId}>
                  {t("checkout.cart.remove")}
                  <span className="visually-hidden"> {line.deviceName}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="cart__total">
        {t("checkout.cart.total")} <strong data-testid="cart-total">{money(totalCents)}</strong>
      </p>
      {/* a total with a campaign bonus in its parts, by the one price rule (decision 0101) */}
      {parts.bonuses.length ? (
        <p className="cart__parts" data-testid="cart-parts" data-price-cents={parts.priceCents} data-total-cents={parts.totalCents}>
          {t("offer.campaign.line", { parts: priceText(parts, "parts", { t, money }) })}
        </p>
      ) : null}
      <p>
        <button type="button" className="secondary" disabled data-cart-empty="">
          {t("checkout.cart.emptyCart")}
        </button>
      </p>
    </section>
  );
}
