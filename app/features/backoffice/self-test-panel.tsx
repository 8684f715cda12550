/**
 * The seller's self-test beside the inspector's findings (back office, decision 0125): which checks
 * passed and when, the screen-fit flag, what the browser reported, and that a browser cannot prove
 * which device it ran on.
 */
import { passedChecksFor, type SelfTestCheckId, type StoredSelfTest } from "../../../core/self-test/index.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";

export function SelfTestPanel({ selfTest, id }: { selfTest: StoredSelfTest; id: string }) {
  const t = useT();
  const { date } = useFormat();
  const fit = selfTest.screenFits === true ? "screenFits" : selfTest.screenFits === false ? "screenMisfit" : "screenUnknown";
  const { screenWidth, screenHeight, pixelRatio, platform, touchPoints } = selfTest.hardware;
  return (
    <section className="bo-self-test" aria-labelledby={id} data-testid="self-test-panel">
      <h3 id={id}>{t("backoffice.selfTest.title")}</h3>
      <p>{t("backoffice.selfTest.at", { date: date(selfTest.at) })}</p>
      <ul data-testid="self-test-checks">
        {selfTest.checks.map((check) => (
          <li key={check.id} data-status={check.status}>
            {t(`backoffice.selfTest.check.${check.id}`)}: {t(`backoffice.selfTest.status.${check.status}`)}
          </li>
        ))}
      </ul>
      <p data-testid="self-test-screen" className={selfTest.screenFits === false ? "bo-finding" : undefined}>
        {selfTest.screenFits === false ? <strong>{t(`backoffice.selfTest.${fit}`)}</strong> : t(`backoffice.selfTest.${fit}`)}
      </p>
      <p className="bo-sub">
        {t("backoffice.selfTest.hardware", {
          width: screenWidth,
          height: screenHeight,
          ratio: pixelRatio,
          platform: platform || "–",
          touchPoints,
        })}
      </p>
      <p className="bo-sub">{t("backoffice.selfTest.limits")}</p>
    </section>
  );
}

/** Under a question the inspector answered differently: the passed checks that bear on it, or nothing. */
export function SelfTestBeside({ selfTest, questionCode }: { selfTest: StoredSelfTest | null; questionCode: string }) {
  const t = useT();
  const passed: SelfTestCheckId[] = selfTest ? passedChecksFor(questionCode, selfTest.checks) : [];
  if (!passed.length) return null;
  return (
    <p className="bo-sub" data-testid="self-test-beside">
      {t("backoffice.selfTest.beside", { checks: passed.map((id) => t(`backoffice.selfTest.check.${id}`)).join(", ") })}
    </p>
  );
}
