import { DEADLINES_EXPLAINED } from "../../../core/trade/index.ts";
import { useT } from "../../i18n/i18n.tsx";

/**
 * How the offer's days and the parcel's days relate (decision 0107): the same paragraphs on the
 * offer page, the thank-you page and in the confirmation e-mail (core/trade/after-sale.ts).
 */
export function DeadlinesExplained({ heading: Heading = "h2" }: { heading?: "h2" | "h3" }) {
  const t = useT();
  return (
    <section className="deadlines-explained" aria-labelledby="deadlines-explained-title" data-testid="deadlines-explained">
      <Heading id="deadlines-explained-title" className="deadlines-explained__title">
        {t("afterSale.deadlines.title")}
      </Heading>
      {DEADLINES_EXPLAINED.map((m) => (
        <p key={m.key}>{t(m.key, m.values)}</p>
      ))}
    </section>
  );
}
