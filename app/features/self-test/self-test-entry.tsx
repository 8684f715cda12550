import { isSelfTestCategory, selfTestChecksFor } from "../../../core/self-test/index.ts";
import { useT } from "../../i18n/i18n.tsx";
import { SELF_TEST_CHECK_TEXTS, SELF_TEST_TEXT_KEYS, SELF_TEST_TEXTS_ID } from "./texts.ts";

/**
 * The browser self-test's entry point on the device page (issue 34, decision 0125), rendered by the
 * server: what the test is, what it cannot promise, a start button and a skip link to the questions.
 * Only smartphones and tablets have one (the browser must run on the device being sold). The
 * device page's island imports the self-test island (`islandSrc`) on the first press of "Start":
 * until then the page carries these few lines and the texts below, no script. Without JavaScript
 * the whole section is hidden by CSS (`scripting: none`), as nothing in it would work.
 */
/** The condition form's id (app/features/offer/condition-form.tsx): the skip link's target. */
const QUESTIONS_ID = "offer-questions";

export interface SelfTestEntryProps {
  deviceId: number;
  categoryId: string;
  /** The self-test island's script URL: loaded only when the seller starts the test. */
  islandSrc: string;
}

export function SelfTestEntry({ deviceId, categoryId, islandSrc }: SelfTestEntryProps) {
  const t = useT();
  if (!isSelfTestCategory(categoryId)) return null;
  // the island fills in {n} and {count} itself: an argument given its own placeholder comes back as is
  const keep = { n: "{n}", count: "{count}" };
  const texts: Record<string, string> = {};
  for (const key of SELF_TEST_TEXT_KEYS) texts[key] = t(`selfTest.${key}`, keep);
  for (const check of selfTestChecksFor(categoryId))
    for (const part of SELF_TEST_CHECK_TEXTS) texts[`check.${check.id}.${part}`] = t(`selfTest.check.${check.id}.${part}`);
  return (
    <section
      className="self-test"
      aria-labelledby="self-test-title"
      data-self-test
      data-src={islandSrc}
      data-device-id={deviceId}
      data-category={categoryId}
    >
      <h3 id="self-test-title">{t("selfTest.entry.title")}</h3>
      <p>{t("selfTest.entry.intro")}</p>
      <p>{t("selfTest.entry.private")}</p>
      <p className="self-test__limits">{t("selfTest.entry.limits")}</p>
      <p className="self-test__actions" data-self-test-actions>
        <button type="button" data-self-test-start>
          {t("selfTest.entry.start")}
        </button>
        <a href={`#${QUESTIONS_ID}`} className="self-test__skip">
          {t("selfTest.entry.skip")}
        </a>
      </p>
      <div data-self-test-root />
      <script
        type="application/json"
        id={SELF_TEST_TEXTS_ID}
        dangerouslySetInnerHTML={{ __html: JSON.stringify(texts).replace(/</g, "\\u003c") }}
      />
    </section>
  );
}
