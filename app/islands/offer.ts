/**
 * The device page's offer behaviour, framework-free (decisions 0012 and 0029). Without JavaScript
 * the page already works: every question is shown, the form posts, "Add to cart" links to the
 * checkout. This adds, on every screen size: one question at a time (Back/Next, a progress bar,
 * focus moves to the question shown, a pointer answer advances) with a running offer priced in
 * the browser by core/offer's own rule over the device's published deduction table; the offer in
 * view and focused after a post; "Add to cart" puts the server's offer into the browser cart
 * (localStorage), pushes add_to_cart, then opens the checkout.
 */
import { addCheckedLine, readStoredCart, mirrorCartCookie, CART_STORAGE_KEY } from "../../core/cart/index.ts";
import { effectText, percentFormat, signedMoney, type EffectFormat, type OfferIslandData } from "../features/offer/breakdown.ts";
import { chosenAnswers, fillText, runningOffer, type RunningPriceData } from "../features/offer/running-price.ts";
import { advanceAfterAnswer, clampStep, isFirstStep, isLastStep, startStep, type StepState } from "../features/offer/stepper.ts";
import { track } from "../lib/analytics.ts";
import { announceCartChange } from "../lib/cart-badge.ts";
import { sendControlling } from "../lib/controlling.ts";

/** Controlling events (spec §7) never break the flow (sendControlling never rejects). */
function controlling(eventName: "offer_generated" | "offer_add_to_cart", fields: OfferIslandData["controlling"]): Promise<unknown> {
  try {
    return sendControlling({ eventName, ...fields });
  } catch {
    return Promise.resolve(null); // never breaks the flow
  }
}

export function initOffer(doc: Document) {
  const form = doc.querySelector<HTMLFormElement>("form[data-offer-form]");
  if (form) {
    const table = readJson<RunningPriceData>(doc, "offer-table");
    const running = table ? initRunningPrice(doc, form, table) : null;
    initStepper(doc, form, running, table?.steps ?? []);
  }
  const data = readJson<OfferIslandData>(doc, "offer-data");
  const add = doc.querySelector<HTMLAnchorElement>("a[data-offer-add]");
  // after a post the page answers with the result: bring it into view and focus it (the error
  // summary, or the offer's heading with the price right below it; on a phone the device's
  // "up to" price would otherwise keep the real one below the fold). Only while nothing has the
  // focus yet: a visitor who has already tabbed on before the island arrived keeps their place.
  const result = doc.querySelector<HTMLElement>("#offer-errors, #offer-title");
  if (result && (!doc.activeElement || doc.activeElement === doc.body)) {
    result.scrollIntoView({ block: "start" });
    result.focus({ preventScroll: true });
  }
  if (data) {
    announceOffer(doc, data);
    if (add) add.addEventListener("click", (event) => addToCart(event, doc, data, add));
  }
}

/** A JSON data block the server rendered (never executed). */
function readJson<T>(doc: Document, id: string): T | null {
  const el = doc.getElementById(id);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as T;
  } catch {
    return null;
  }
}

/** offer_generated once per offer and tab. */
function announceOffer(doc: Document, data: OfferIslandData) {
  const view = doc.defaultView;
  const key = `sellback.offerShown.${data.offerId}`;
  try {
    if (view?.sessionStorage.getItem(key)) return;
    view?.sessionStorage.setItem(key, "1");
  } catch {
    /* no storage: send anyway */
  }
  void controlling("offer_generated", data.controlling);
}

function addToCart(event: MouseEvent, doc: Document, data: OfferIslandData, link: HTMLAnchorElement) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const view = doc.defaultView;
  if (!view) return;
  try {
    const storage = view.localStorage;
    const state = addCheckedLine(readStoredCart(storage.getItem(CART_STORAGE_KEY)), data.line, Date.now());
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(state));
    mirrorCartCookie(doc, state.cart);
  } catch {
    return; // no storage: the plain link takes the offer to the checkout by its id
  }
  announceCartChange(view);
  event.preventDefault();
  track({ event: "add_to_cart", ecommerce: { currency: data.currency, value: data.item.price, items: [data.item] } });
  // the checkout opens once the event is on its way (at most 400 ms: it never holds the visitor up)
  const go = () => view.location.assign(link.dataset.checkout || link.href);
  void Promise.race([controlling("offer_add_to_cart", data.controlling), new Promise((done) => view.setTimeout(done, 400))]).then(go, go);
}

/** The running offer in the summary: recomputed on every answer; says what it is now (for announcements). */
interface Running {
  describe(): string;
}

function initRunningPrice(doc: Document, form: HTMLFormElement, data: RunningPriceData): Running | null {
  const summary = doc.querySelector<HTMLElement>("[data-offer-summary]");
  const price = summary?.querySelector<HTMLElement>("[data-running-price]");
  const label = summary?.querySelector<HTMLElement>("[data-running-label]");
  const details = summary?.querySelector<HTMLElement>("[data-running-details]");
  const list = summary?.querySelector<HTMLOListElement>("[data-running-answers]");
  const bonus = summary?.querySelector<HTMLElement>("[data-running-bonus]");
  const total = summary?.querySelector<HTMLElement>("[data-running-total]");
  if (!summary || !price || !label || !details || !list) return null;
  const moneyFormat = new Intl.NumberFormat(data.locale, { style: "currency", currency: data.currency });
  const f: EffectFormat = {
    money: (cents) => moneyFormat.format((cents || 0) / 100),
    percent: percentFormat(data.locale),
    t: (key, vars) => fillText(data.texts, key, vars),
  };
  const item = (...parts: [string, string][]) => {
    const li = doc.createElement("li");
    for (const [className, text] of parts) {
      const span = doc.createElement("span");
      span.className = className;
      span.textContent = text;
      li.append(span, " ");
    }
    return li;
  };
  label.textContent = f.t("offer.summary.running");
  details.hidden = false;
  summary.classList.add("sell-summary--running");
  let now = "";
  const update = () => {
    const checked = Array.from(form.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked'));
    const offer = runningOffer(data.table, chosenAnswers(checked), data.campaign);
    // the device price, the figure the answers' effects add up to; the bonus and the sum beside it (decision 0101)
    now = offer.noOffer ? f.t("offer.effect.noOffer") : f.money(offer.priceCents);
    price.textContent = now;
    price.dataset.runningPrice = String(offer.priceCents);
    if (bonus) {
      bonus.textContent = signedMoney(f.money, offer.bonusCents);
      bonus.dataset.runningBonus = String(offer.bonusCents);
    }
    if (total) {
      total.textContent = offer.noOffer ? f.t("offer.effect.noOffer") : f.money(offer.totalCents);
      total.dataset.runningTotal = String(offer.totalCents);
      if (!offer.noOffer) now = `${now} ${bonus?.textContent ?? ""}, ${f.t("price.summary.total")} ${total.textContent}`;
    }
    price.dataset.complete = String(offer.complete);
    list.replaceChildren(
      ...(offer.lines.length
        ? offer.lines.map((line) =>
            item(
              ["sell-summary__question", line.question],
              ["sell-summary__answer", line.answer],
              ["sell-summary__effect", effectText(line.effect, line.deltaCents, f)],
            ),
          )
        : [item(["sell-summary__none", f.t("offer.summary.none")])]),
    );
  };
  form.addEventListener("change", update);
  update();
  return { describe: () => `${f.t("offer.summary.running")} ${now}` };
}

/** The stepper over the form's fieldsets: one question at a time, on every screen size. */
function initStepper(doc: Document, form: HTMLFormElement, running: Running | null, stepTexts: readonly string[]) {
  const view = doc.defaultView;
  const steps = Array.from(form.querySelectorAll<HTMLFieldSetElement>("fieldset[data-offer-step]"));
  const actions = form.querySelector<HTMLElement>("[data-offer-actions]");
  const progress = form.querySelector<HTMLElement>("[data-offer-progress]");
  const bar = progress?.querySelector("progress");
  const stepText = progress?.querySelector("span");
  const live = form.querySelector<HTMLElement>("[data-offer-live]");
  const submit = form.querySelector<HTMLButtonElement>("[data-offer-submit]");
  if (!view || steps.length < 2 || !actions || !progress || !bar || !stepText || !live || !submit) return;
  const text = (name: string, fallback: string) => form.dataset[name] || fallback;
  const stepLabel = (i: number) =>
    stepTexts[i] ??
    text("stepLabel", "{n} of {count}")
      .replace("{n}", String(i + 1))
      .replace("{count}", String(steps.length));
  const answered = (f: HTMLFieldSetElement) => !!f.querySelector("input:checked");
  const invalid = steps.map((f) => !!f.querySelector('[aria-invalid="true"]'));
  let state: StepState = { index: startStep(steps.map(answered), invalid), count: steps.length };
  let pointer = 0;

  const back = doc.createElement("button");
  back.type = "button";
  back.className = "secondary";
  back.textContent = text("back", "Back");
  const next = doc.createElement("button");
  next.type = "button";
  next.textContent = text("next", "Next");
  actions.prepend(back);
  actions.append(next);

  const render = () => {
    steps.forEach((f, i) => (f.hidden = i !== state.index));
    progress.hidden = false;
    back.hidden = isFirstStep(state);
    next.hidden = isLastStep(state);
    submit.hidden = !isLastStep(state);
    stepText.textContent = stepLabel(state.index);
    bar.value = state.index + 1;
    form.classList.add("offer-form--stepper");
  };

  const go = (index: number) => {
    state = { ...state, index: clampStep(index, state.count) };
    render();
    const f = steps[state.index]!;
    const target = f.querySelector<HTMLInputElement>("input:checked") ?? f.querySelector<HTMLInputElement>("input");
    target?.focus();
    // and the progress bar above it in view too (under the small screens' sticky price bar)
    progress.scrollIntoView({ block: "nearest" });
    // one polite announcement per step: where the visitor is and what the price is now
    live.textContent = [stepLabel(state.index), running?.describe()].filter(Boolean).join(". ");
  };

  back.addEventListener("click", () => go(state.index - 1));
  next.addEventListener("click", () => go(state.index + 1));
  form.addEventListener("pointerdown", () => (pointer = Date.now()));
  // a pointer answer advances; keyboard users choose with the arrow keys and go on with Enter or Next
  form.addEventListener("change", (event) => {
    if (!(event.target instanceof view.HTMLInputElement) || Date.now() - pointer > 1000) return;
    if (isLastStep(state)) {
      submit.focus();
      return;
    }
    const at = state.index;
    view.setTimeout(() => {
      const after = advanceAfterAnswer(state, at);
      if (after.index !== state.index) go(after.index);
    }, 150);
  });
  form.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" || !(event.target instanceof view.HTMLInputElement)) return;
    if (isLastStep(state)) return; // the last question's Enter submits
    event.preventDefault();
    if (answered(steps[state.index]!)) go(state.index + 1);
  });
  // a link of the error summary opens its question
  form.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="#question-"]');
    if (!link) return;
    const index = steps.findIndex((f) => `#${f.id}` === link.getAttribute("href"));
    if (index >= 0) {
      event.preventDefault();
      go(index);
    }
  });
  render();
}
