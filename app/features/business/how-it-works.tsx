/**
 * The business seller's path in five steps (decision 0124): list → binding quote → accept with a
 * business account → labels or collection → inspection per device → credit note and payout. The
 * figures are the constants the mechanisms run on (core/editions/business.ts), never typed.
 */
import { BUSINESS_COLLECTION_MIN_UNITS, BUSINESS_QUOTE_VALID_DAYS, BUSINESS_VOLUME_MIN_UNITS } from "../../../core/editions/index.ts";
import { GRADE_DEFINITIONS } from "../../../core/b2b-quote/index.ts";
import { useT } from "../../i18n/i18n.tsx";

const STEPS = ["list", "quote", "accept", "send", "inspect", "paid"] as const;

export function HowItWorks({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useT();
  const H = headingLevel === 2 ? "h2" : "h3";
  const vars = { days: BUSINESS_QUOTE_VALID_DAYS, volume: BUSINESS_VOLUME_MIN_UNITS, collection: BUSINESS_COLLECTION_MIN_UNITS };
  return (
    <section className="business-how" aria-labelledby="business-how-heading">
      <H id="business-how-heading">{t("business.seller.how.heading")}</H>
      <ol className="business-how__steps">
        {STEPS.map((step) => (
          <li key={step}>{t(`business.seller.how.${step}`, vars)}</li>
        ))}
      </ol>
    </section>
  );
}

/** The four grades with their definitions (the texts are decision 0118's, messages business.grade.*). */
export function GradeDefinitions({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useT();
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="business-grades" aria-labelledby="business-grades-heading">
      <H id="business-grades-heading">{t("business.seller.grades.heading")}</H>
      <dl className="business-grades__list">
        {GRADE_DEFINITIONS.map((g) => (
          <div key={g.grade} className="business-grades__item">
            <dt>
              <span className="business-grade" aria-hidden="true">
                {g.grade}
              </span>{" "}
              {t("business.seller.grades.name", { grade: g.grade, title: t(g.titleKey) })}
            </dt>
            <dd>{t(g.textKey)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
