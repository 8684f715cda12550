/** The higher price of the day paid at inspection (decision 0126): its own line under the device's price. */
import { useFormat, useT } from "../../i18n/i18n.tsx";

export function PriceRiseLine({ cents }: { cents: number | undefined }) {
  const t = useT();
  const { money } = useFormat();
  if (!cents) return null;
  return (
    <span className="price-rise" data-testid="price-rise">
      {t("priceRise.line", { amount: money(cents) })}
    </span>
  );
}
