/**
 * The device page's offer behaviour, framework-free (decision 0012). Without JavaScript the page
 * already works: every question is shown, the form posts, "Add to cart" links to the checkout.
 * This adds: on small screens one question at a time (Back/Next, "2 of 7", focus moves to the
 * question shown, a pointer answer advances); "Add to cart" puts the server's offer into the
 * browser cart (localStorage), pushes add_to_cart, then opens the checkout.
 */
import { addCheckedLine, readStoredCart } from "../../core/cart/add-line.ts";
import { CART_STORAGE_KEY } from "../../core/cart/storage-key.ts";
import type { OfferIslandData } from "../features/offer/breakdown.ts";
import { clampStep, isFirstStep, isLastStep, startStep, type StepState } from "../features/offer/stepper.ts";
import { track } from "../lib/analytics.ts";
import { announceCartChange } from "../lib/cart-badge.ts";
import { sendControlling } from "../lib/controlling.ts";

/** Small screens: one question at a time. */
export const STEPPER_MEDIA = "(max-width: 40rem)";

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
  if (form) initStepper(doc, form);
  const data = readOfferData(doc);
  const add = doc.querySelector<HTMLAnchorElement>("a[data-offer-add]");
  // after a post the page answers with the result: focus it (the error summary, or the offer)
  doc.querySelector<HTMLElement>("#offer-errors, #offer-title")?.focus();
  if (data) {
    announceOffer(doc, data);
    if (add) add.addEventListener("click", (event) => addToCart(event, doc, data, add));
  }
}

function readOfferData(doc: Document): OfferIslandData | null {
  const el = doc.getElementById("offer-data");
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as OfferIslandData;
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

/** The small-screen stepper over the form's fieldsets. */
function initStepper(doc: Document, form: HTMLFormElement) {
  const view = doc.defaultView;
  const steps = Array.from(form.querySelectorAll<HTMLFieldSetElement>("fieldset[data-offer-step]"));
  const actions = form.querySelector<HTMLElement>("[data-offer-actions]");
  const progress = form.querySelector<HTMLElement>("[data-offer-progress]");
  const submit = form.querySelector<HTMLButtonElement>("[data-offer-submit]");
  if (!view || steps.length < 2 || !actions || !progress || !submit) return;
  const text = (name: string, fallback: string) => form.dataset[name] || fallback;
  const answered = (f: HTMLFieldSetElement) => !!f.querySelector("input:checked");
  const invalid = steps.map((f) => !!f.querySelector('[aria-invalid="true"]'));
  let state: StepState = { index: startStep(steps.map(answered), invalid), count: steps.length };
  let active = false;
  let pointer = 0;

  const back = doc.createElement("button");
  back.type = "button";
  back.className = "secondary";
  back.textContent = text("back", "Back");
  const next = doc.createElement("button");
  next.type = "button";
  next.textContent = text("next", "Next");
  back.hidden = next.hidden = true;
  actions.prepend(back);
  actions.append(next);

  const focusStep = () => {
    const f = steps[state.index]!;
    const target = f.querySelector<HTMLInputElement>("input:checked") ?? f.querySelector<HTMLInputElement>("input");
    target?.focus();
  };

  const render = () => {
    steps.forEach((f, i) => (f.hidden = active && i !== state.index));
    progress.hidden = !active;
    back.hidden = !active || isFirstStep(state);
    next.hidden = !active || isLastStep(state);
    submit.hidden = active && !isLastStep(state);
    if (active) progress.textContent = text("stepLabel", "{n} of {count}").replace("{n}", String(state.index + 1)).replace("{count}", String(state.count));
    form.classList.toggle("offer-form--stepper", active);
  };

  const go = (index: number) => {
    state = { ...state, index: clampStep(index, state.count) };
    render();
    focusStep();
  };

  back.addEventListener("click", () => go(state.index - 1));
  next.addEventListener("click", () => go(state.index + 1));
  form.addEventListener("pointerdown", () => (pointer = Date.now()));
  // a pointer answer advances; keyboard users choose with the arrow keys and go on with Enter or Next
  form.addEventListener("change", (event) => {
    if (!active || !(event.target instanceof view.HTMLInputElement) || Date.now() - pointer > 1000) return;
    if (!isLastStep(state)) view.setTimeout(() => go(state.index + 1), 150);
    else submit.focus();
  });
  form.addEventListener("keydown", (event) => {
    if (!active || event.key !== "Enter" || !(event.target instanceof view.HTMLInputElement)) return;
    if (isLastStep(state)) return; // the last question's Enter submits
    event.preventDefault();
    if (answered(steps[state.index]!)) go(state.index + 1);
  });
  // a link of the error summary opens its question
  form.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="#question-"]');
    if (!link || !active) return;
    const index = steps.findIndex((f) => `#${f.id}` === link.getAttribute("href"));
    if (index >= 0) {
      event.preventDefault();
      go(index);
    }
  });

  const media = view.matchMedia(STEPPER_MEDIA);
  const apply = () => {
    active = media.matches;
    render();
  };
  media.addEventListener("change", apply);
  apply();
}
