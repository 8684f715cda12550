/** The seller's passed self-test beside the inspector's finding on the clarification page (decision 0125). */
import type { SelfTestCheckId } from "../../../core/self-test/index.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";

export interface SelfTestBesideData {
  at: string;
  rows: { question: string; found: string; checks: SelfTestCheckId[] }[];
}

export function SelfTestInClarification({ data, idPrefix }: { data: SelfTestBesideData; idPrefix: string }) {
  const t = useT();
  const { date } = useFormat();
  return (
    <section aria-labelledby={`${idPrefix}-self-test`} data-testid="clarification-self-test">
      <h4 id={`${idPrefix}-self-test`}>{t("clarification.selfTest.heading")}</h4>
      <ul>
        {data.rows.map((row, i) => (
          <li key={i}>
            {t("clarification.selfTest.passed", {
              question: row.question,
              date: date(data.at),
              checks: row.checks.map((id) => t(`clarification.selfTest.check.${id}`)).join(", "),
              found: row.found,
            })}
          </li>
        ))}
      </ul>
      <p>{t("clarification.selfTest.limits")}</p>
    </section>
  );
}
