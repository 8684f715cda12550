import { useFormat, useT } from "../../i18n/i18n.tsx";
import { useChromeData } from "../../lib/chrome-data.ts";

/**
 * The guarantees the shop really gives, stated where the decision is made (beside the offer and
 * in the checkout; decision 0034): the price held for the offer's validity, free shipping insured
 * up to the configured amount, the payout within the configured days after inspection, and the
 * free return when a new offer after inspection is declined. Figures from the chrome layout's
 * data (configuration and the offer's validity constant), never written into the texts.
 */
export function Guarantees({ id = "guarantees" }: { id?: string }) {
  const t = useT();
  const { money } = useFormat();
  const guarantees = useChromeData()?.guarantees;
  if (!guarantees) return null;
  const items = [
    t("trust.priceHeld", { days: guarantees.priceHoldDays }),
    t("trust.shipping", { amount: money(guarantees.insuredShippingCents) }),
    t("trust.payout", { days: guarantees.payoutDays }),
    t("trust.freeReturn"),
  ];
  return (
    <section className="guarantees" aria-labelledby={`${id}-title`} data-testid="guarantees">
      <h2 id={`${id}-title`} className="guarantees__title">
        {t("trust.title")}
      </h2>
      <ul className="guarantees__list">
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}
