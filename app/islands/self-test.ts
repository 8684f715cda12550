/**
 * The browser self-test (issue 34, decision 0125), framework-free: the device page's island loads
 * this file only when the seller presses "Start" (a dynamic import), so the page's own script and
 * its budget stay as they were. It runs the category's checks one after the other (each says what
 * it proves and what it cannot), then, if the seller wants, has the server sign the result, puts the
 * token into the condition form's hidden `selfTest` field and ticks the answers the passed checks prove.
 */
import { selfTestChecksFor, type SelfTestCheckResult, type SelfTestStatus } from "../../core/self-test/index.ts";
import { SELF_TEST_TEXTS_ID } from "../features/self-test/texts.ts";
import { CHECKS, type CheckContext } from "./self-test/checks.ts";
import { signAndFill } from "./self-test/submit.ts";
import { actions, button, el, textsFrom } from "./self-test/ui.ts";

/** Starts the self-test in the entry's section (`[data-self-test]`); `done` runs when it is closed. */
export async function startSelfTest(entry: HTMLElement, done: () => void = () => {}) {
  const doc = entry.ownerDocument;
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  const root = entry.querySelector<HTMLElement>("[data-self-test-root]");
  const deviceId = Number(entry.dataset.deviceId);
  if (!view || !root || !deviceId) return;
  const t = textsFrom(doc, SELF_TEST_TEXTS_ID);
  const checks = selfTestChecksFor(entry.dataset.category ?? "");

  const items = checks.map((check) => {
    const status = el(doc, "span", "self-test__status", "–");
    return { check, status, li: el(doc, "li", "", el(doc, "span", "", t(`check.${check.id}.name`)), " ", status) };
  });
  const card = el(doc, "div", "self-test__card");
  let stopped = false;
  let finish: ((status: SelfTestStatus) => void) | null = null;
  const close = () => {
    stopped = true;
    finish?.("skipped");
    root.replaceChildren();
    done();
  };
  const heading = el(doc, "h3", "", t("run.title"));
  const stop = actions(doc, button(doc, t("run.close"), close, true));
  root.replaceChildren(
    el(doc, "div", "self-test__run", heading, el(doc, "ol", "self-test__checks", ...items.map((i) => i.li)), card),
    stop,
  );

  const results: SelfTestCheckResult[] = [];
  for (const [index, { check, status, li }] of items.entries()) {
    if (stopped) return;
    const title = el(doc, "h4", "", `${t("run.step", { n: index + 1, count: items.length })}: ${t(`check.${check.id}.name`)}`);
    title.tabIndex = -1;
    const body = el(doc, "div", "self-test__body");
    const cleanups: (() => void)[] = [];
    let ended = false;
    // a camera or microphone granted after the seller moved on (skipped while the browser asked) is stopped at once
    const ctx: CheckContext = { doc, view, body, t, onCleanup: (stop) => (ended ? stop() : cleanups.push(stop)) };
    const outcome = await new Promise<SelfTestStatus>((resolve) => {
      finish = resolve;
      card.replaceChildren(
        title,
        el(doc, "p", "", el(doc, "strong", "", t("run.proves")), " ", t(`check.${check.id}.proves`)),
        el(doc, "p", "", el(doc, "strong", "", t("run.cannot")), " ", t(`check.${check.id}.cannot`)),
        body,
        actions(
          doc,
          button(doc, t("run.skip"), () => resolve("skipped"), true),
        ),
      );
      li.setAttribute("aria-current", "step");
      title.focus();
      CHECKS[check.id](ctx).then(resolve, () => resolve("failed"));
    });
    ended = true;
    for (const stop of cleanups) stop();
    li.removeAttribute("aria-current");
    status.textContent = t(`status.${outcome}`);
    status.dataset.status = outcome;
    results.push({ id: check.id, status: outcome });
  }
  if (stopped) return;
  finish = null;

  const summary = el(doc, "h4", "", t("summary.title"));
  summary.tabIndex = -1;
  const outcome = el(doc, "div", "self-test__outcome");
  const use = button(doc, t("summary.use"), () => {
    use.disabled = true;
    void signAndFill(doc, { deviceId, checks: results }, t, outcome).then((ok) => {
      use.disabled = ok;
      // done: the result stays in view with the token in the form; nothing left to stop
      stop.hidden = ok;
    });
  });
  card.replaceChildren(summary, actions(doc, use), outcome);
  summary.focus();
}
