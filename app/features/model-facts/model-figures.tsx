import type { ModelFiguresView } from "../../../core/model-facts/index.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";

/**
 * Open figures per model (issue 34, decision 0129): what the paid trades of this model show, with
 * the count they rest on and the day they were computed. The loader passes null below the
 * threshold (MODEL_FIGURES_MIN_PAID), and then nothing is shown.
 */
export function ModelFigures({ figures }: { figures: ModelFiguresView | null }) {
  const t = useT();
  const { date, percent } = useFormat();
  if (!figures) return null;
  const top = figures.topDeduction;
  return (
    <section className="model-figures" aria-labelledby="model-figures-title">
      <h2 id="model-figures-title">{t("modelFigures.title")}</h2>
      <p className="model-figures__basis">{t("modelFigures.basis", { count: figures.paidCount, date: date(figures.computedAt) })}</p>
      <dl className="model-figures__list">
        <div>
          <dt>{t("modelFigures.atOffer")}</dt>
          <dd>{percent(Math.round(figures.atOfferShare * 100))}</dd>
        </div>
        {figures.medianDaysToMoney === null ? null : (
          <div>
            <dt>{t("modelFigures.days")}</dt>
            <dd>{t("modelFigures.daysValue", { days: figures.medianDaysToMoney })}</dd>
          </div>
        )}
        <div>
          <dt>{t("modelFigures.deduction")}</dt>
          <dd>
            {top
              ? t("modelFigures.deductionValue", { question: top.question, answer: top.answer, count: top.count })
              : t("modelFigures.noDeduction")}
          </dd>
        </div>
      </dl>
      <p className="model-figures__note">{t("modelFigures.note")}</p>
    </section>
  );
}
