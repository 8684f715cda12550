/**
 * The self-test's result to the server and back into the condition form (issue 34): POST
 * /api/self-test signs it (with the server's time and its screen-fit verdict); the token goes into
 * the form's hidden `selfTest` field and the answers the passed checks prove are ticked (the
 * running price follows through the form's change event). The seller can still change any answer.
 */
import type { SelfTestCheckResult, SelfTestHardware, SelfTestResponse } from "../../../core/self-test/index.ts";
import { el, type Texts } from "./ui.ts";

/** The condition form's hidden field for the token (app/features/offer/condition-form.tsx). */
export const SELF_TEST_FIELD = "selfTest";

/** What the browser says of the hardware: reported, never proven (decision 0125). */
export function hardware(view: Window): SelfTestHardware {
  const nav = view.navigator as Navigator & { userAgentData?: { platform?: string } };
  return {
    screenWidth: view.screen.width,
    screenHeight: view.screen.height,
    pixelRatio: view.devicePixelRatio || 1,
    platform: (nav.userAgentData?.platform || nav.platform || "").slice(0, 64),
    touchPoints: nav.maxTouchPoints || 0,
  };
}

/** Signs the result and fills the form; true when done (the button stays disabled). */
export async function signAndFill(
  doc: Document,
  run: { deviceId: number; checks: SelfTestCheckResult[] },
  t: Texts,
  out: HTMLElement,
): Promise<boolean> {
  const view = doc.defaultView!;
  const status = el(doc, "p", "self-test__note", t("summary.sending"));
  status.setAttribute("role", "status");
  status.tabIndex = -1;
  out.replaceChildren(status);
  let signed: SelfTestResponse;
  try {
    const res = await view.fetch("/api/self-test", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ ...run, hardware: hardware(view) }),
    });
    if (!res.ok) throw new Error(String(res.status));
    signed = (await res.json()) as SelfTestResponse;
  } catch {
    status.textContent = t("summary.error");
    status.className = "notice warning";
    return false;
  }
  const form = doc.querySelector<HTMLFormElement>("form[data-offer-form]");
  const field = form?.querySelector<HTMLInputElement>(`input[name="${SELF_TEST_FIELD}"]`);
  if (!form || !field) return false;
  field.value = signed.token;
  const filled: string[] = [];
  for (const { questionId, answerId } of signed.result.prefill) {
    const radio = form.querySelector<HTMLInputElement>(`input[type="radio"][name="q${questionId}"][value="${answerId}"]`);
    if (!radio) continue;
    radio.checked = true;
    radio.dispatchEvent(new view.Event("change", { bubbles: true }));
    const question = radio.closest("fieldset")?.querySelector("legend")?.textContent ?? "";
    const answer = form.querySelector(`label[for="${radio.id}"] .answer__text`)?.textContent ?? "";
    filled.push(`${question} ${answer}`);
  }
  status.textContent = t("summary.done");
  status.className = "notice success";
  const parts: Node[] = [status];
  if (filled.length)
    parts.push(el(doc, "p", "", t("summary.filled")), el(doc, "ul", "self-test__filled", ...filled.map((text) => el(doc, "li", "", text))));
  else parts.push(el(doc, "p", "", t("summary.none")));
  if (signed.result.screenFits === false) parts.push(el(doc, "p", "notice warning", t("summary.screenMismatch")));
  const link = el(doc, "a", "", t("summary.toQuestions"));
  link.href = "#offer-questions";
  parts.push(el(doc, "p", "", link));
  out.replaceChildren(...parts);
  status.focus();
  return true;
}
