/**
 * The checkout page's behaviour, framework-free (decision 0132). Without JavaScript the page
 * already works: the server renders the visitor's lines (the cart's cookie mirror, decision 0061,
 * or `?offer=`) and the form posts to it. This adds, once the stored cart is read:
 * - the stored cart and the page agree: the `?offer` line goes into the stored cart (and the
 *   parameter out of the address), the shop's B2B mode is stored; lines the page does not show
 *   (no cookie, another tab) are asked for again from the server, which renders them;
 * - offers checked with the shop: expired ones and ones refused at submit priced again with the
 *   same answers, lines the server's first page did not show read back (gone: removed; used by a
 *   trade: priced again; not readable now: kept), each outcome announced; the form waits meanwhile;
 * - quantity, remove and "empty cart" change the stored cart, and the server renders the page's cart
 *   again (lines, totals, the offers the form posts, the B2B cap) — the form and what was typed stay;
 * - the IBAN grouped in fours once the field is left; the payout choice and the voucher kept in the
 *   stored cart; the stored voucher filled in;
 * - the error summary of a refused submission focused; the form sent once; begin_checkout once per
 *   arrival, with the items the server rendered, when the stored cart agrees with them;
 * - priceCalculateDone (spec §3) once every line's offer was confirmed.
 */
import {
  addCheckedLine,
  cartCookieValue,
  emptyCart,
  pricesConfirmed,
  removeLine,
  setB2BMode,
  setPayment,
  setPriceCalculateDone,
  setQuantity,
  setVoucher,
  mirrorCartCookie,
  CART_HEADER,
  CART_STORAGE_KEY,
  type CartLine,
  type CartState,
} from "../../core/cart/index.ts";
import { cartLineOf, fetchOffer, isGone, repriceOffer, type OfferDetails } from "../features/cart/offers-api.ts";
import { storedCart, type StoredCart } from "../features/cart/stored-cart.ts";
import { linesToCheck, offerCheckOf, pageQueryWithoutOffer, refreshNotice, sameLines, type Notice } from "../features/cart/cart-sync.ts";
import { paymentTypeOf, type PayoutMethod } from "../features/checkout/form-input.ts";
import { attachIbanGrouping } from "../features/checkout/iban-input.ts";
import { CHECKOUT_ISLAND_DATA_ID, type CheckoutIslandData } from "../features/checkout/island-data.ts";
import { fillText } from "../features/offer/running-price.ts";
import { track } from "../lib/analytics.ts";
import { attachSubmitOnce } from "../lib/submit-once.ts";

const PAGE = ".page.checkout";

/** A JSON data block the server rendered (never executed). */
function readData(root: ParentNode): CheckoutIslandData | null {
  const el = root.querySelector(`#${CHECKOUT_ISLAND_DATA_ID}`);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as CheckoutIslandData;
  } catch {
    return null;
  }
}

/** Puts `next` where `current` is (either may be missing: then it is inserted after `after` or removed). */
function put(current: Element | null, next: Element | null, after: () => Element | null): void {
  if (current && next) current.replaceWith(next);
  else if (current) current.remove();
  else if (next) after()?.after(next);
}

export function initCheckout(doc: Document): void {
  const view = doc.defaultView;
  const first = readData(doc);
  if (!view || !first) return;
  const data: CheckoutIslandData = first;
  const cart: StoredCart = storedCart(view, data.lines);
  const text = (n: Notice) => fillText(data.texts, n.key, n.vars);
  // made only when a re-priced offer is announced: building a number format costs the page's load time (decision 0064)
  let moneyFormat: Intl.NumberFormat | null = null;
  const price = (fresh: OfferDetails) =>
    (moneyFormat ??= new Intl.NumberFormat(data.locale, { style: "currency", currency: data.currency })).format(
      (fresh.totalCents ?? Math.trunc(fresh.price * 100)) / 100,
    );
  /** Offers the shop confirmed for this arrival: the server's first page (but its stale lines), then the browser's own reads. */
  const confirmed = new Set(data.lines.map((l) => l.offerId).filter((id) => !data.stale.includes(id)));
  const checkedByServer = new Set(confirmed);
  /** The lines the page shows now (the last page the server rendered). */
  let shown: CartLine[] = data.lines;
  let checking = 0;
  let begun = false;

  const page = () => doc.querySelector<HTMLElement>(PAGE);
  const form = () => page()?.querySelector<HTMLFormElement>("form.checkout-form") ?? null;

  /** The stored cart after `reduce`, stored, with priceCalculateDone for the offers confirmed so far. */
  const update = (reduce: (s: CartState) => CartState): CartState => {
    const before = cart.read();
    let after = reduce(before);
    if (checking === 0) after = setPriceCalculateDone(after, pricesConfirmed(after, confirmed, Date.now()));
    return after === before ? before : cart.write(after);
  };

  const announce = (notices: Notice[]) => {
    const region = doc.querySelector(`${PAGE} .checkout__notices`);
    for (const notice of notices) {
      const p = doc.createElement("p");
      p.className = "notice";
      p.textContent = text(notice);
      region?.append(p);
    }
  };

  /** The cart's controls usable, `data-cart-read` set: the page shows the stored cart. */
  const markRead = () => {
    const section = doc.querySelector<HTMLElement>(`${PAGE} .cart`);
    if (!section) return;
    for (const control of section.querySelectorAll<HTMLButtonElement | HTMLSelectElement>(
      "[data-cart-quantity], [data-cart-remove], [data-cart-empty]",
    ))
      control.disabled = false;
    section.dataset.cartRead = "true";
  };

  /** While offers are checked the form waits, saying why (the server's page then restores its state). */
  const waitForChecks = () => {
    const f = form();
    const button = f?.querySelector<HTMLButtonElement>("button[type=submit]");
    if (!f || !button) return;
    button.disabled = true;
    if (f.querySelector("#checkout-blocked")) return;
    const reason = doc.createElement("p");
    reason.className = "notice error";
    reason.id = "checkout-blocked";
    reason.textContent = fillText(data.texts, "checkout.blocked.checking");
    button.before(reason);
    button.setAttribute("aria-describedby", reason.id);
  };

  /** The server's page for this cart in place of the page's cart; the form and what was typed stay. */
  let asked: AbortController | null = null;
  const render = async (state: CartState): Promise<void> => {
    asked?.abort();
    const request = new AbortController();
    asked = request;
    let html: string;
    try {
      const res = await view.fetch(view.location.pathname + pageQueryWithoutOffer(view.location.search), {
        headers: { [CART_HEADER]: cartCookieValue(state.cart), accept: "text/html" },
        credentials: "same-origin",
        signal: request.signal,
      });
      if (!res.ok) return;
      html = await res.text();
    } catch {
      return; // offline or superseded: the page keeps what it shows
    }
    if (asked !== request) return;
    const next = new DOMParser().parseFromString(html, "text/html").querySelector<HTMLElement>(PAGE);
    const current = page();
    const nextData = next ? readData(next) : null;
    if (!next || !current || !nextData) return;
    swap(current, next);
    shown = nextData.lines;
    markRead();
  };

  /** Moves the parts of `next` that depend on the cart into `current`, keeping the form element itself. */
  const swap = (current: HTMLElement, next: HTMLElement) => {
    const focused = doc.activeElement instanceof HTMLElement && current.contains(doc.activeElement) ? doc.activeElement.id : "";
    const oldForm = current.querySelector<HTMLFormElement>("form.checkout-form");
    const newForm = next.querySelector<HTMLFormElement>("form.checkout-form");
    const layout = (root: ParentNode) => root.querySelector(".checkout__layout");
    if (oldForm && newForm) {
      const cap = (root: ParentNode) => root.querySelector(".checkout__layout > [role=alert]");
      put(cap(current), cap(next), () => current.querySelector(".checkout__summary"));
      current.querySelector(".checkout__summary")?.replaceWith(next.querySelector(".checkout__summary")!);
      const offers = (root: ParentNode) => root.querySelector("[data-checkout-offers]");
      put(offers(oldForm), offers(newForm), () => null);
      const oldButton = oldForm.querySelector<HTMLButtonElement>("button[type=submit]");
      const newButton = newForm.querySelector<HTMLButtonElement>("button[type=submit]");
      const blocked = newForm.querySelector("#checkout-blocked");
      oldForm.querySelector("#checkout-blocked")?.remove();
      if (oldButton && newButton) {
        if (blocked) oldButton.before(blocked);
        oldButton.disabled = newButton.disabled;
        const describedBy = newButton.getAttribute("aria-describedby");
        if (describedBy) oldButton.setAttribute("aria-describedby", describedBy);
        else oldButton.removeAttribute("aria-describedby");
      }
    } else {
      // the form comes or goes with the lines: nothing typed is in a form that is not there
      const fresh = layout(next);
      if (fresh) layout(current)?.replaceWith(fresh);
      if (newForm) attachForm(newForm);
    }
    const guarantees = (root: ParentNode) => root.querySelector(":scope > .guarantees");
    put(guarantees(current), guarantees(next), () => layout(current));
    put(
      current.querySelector(`#${CHECKOUT_ISLAND_DATA_ID}`),
      next.querySelector(`#${CHECKOUT_ISLAND_DATA_ID}`),
      () => current.lastElementChild,
    );
    // the focus stays on the control it was on (a quantity), or goes to the cart's heading (its line removed)
    if (focused && !current.contains(doc.activeElement)) (doc.getElementById(focused) ?? doc.getElementById("cart-heading"))?.focus();
  };

  /** begin_checkout once per arrival, with the server's items, when the page shows exactly the stored cart. */
  const beginCheckout = () => {
    const state = cart.read();
    if (begun || checking > 0 || state.cart.length === 0 || !sameLines(state.cart, shown)) return;
    const event = doc.querySelector<HTMLElement>(`${PAGE} .cart`)?.dataset.beginCheckout;
    if (!event) return;
    begun = true;
    try {
      track(JSON.parse(event) as Parameters<typeof track>[0]);
    } catch (err) {
      console.warn("begin_checkout not sent", err);
    }
  };

  /** The stored cart changed: the page shows it (asked for again only when it differs). */
  const show = async (state: CartState) => {
    if (!sameLines(state.cart, shown)) await render(state);
    markRead();
    beginCheckout();
  };

  /** A fresh offer with the same answers for each line (expired, used, refused); a line that gets none goes. */
  const reprice = (stale: CartLine[], removedKey: string): Promise<Notice>[] =>
    stale.map(async (line) => {
      let outcome: { fresh: OfferDetails | null; used: boolean };
      try {
        const { offer: fresh, used } = await repriceOffer(line.offerId);
        outcome = { fresh, used };
      } catch {
        return refreshNotice(line, "failed", removedKey, price);
      }
      const { fresh } = outcome;
      if (fresh) confirmed.add(fresh.offerId);
      update((s) => {
        const without = removeLine(s, line.offerId);
        return fresh ? addCheckedLine(without, cartLineOf(fresh, line.quantity), Date.now()) : without;
      });
      return refreshNotice(line, outcome, removedKey, price);
    });

  /** Reads back an offer the server's first page did not show: gone goes, used is priced again, unreadable stays. */
  const readBack = async (line: CartLine): Promise<Notice[]> => {
    let answer: { used: boolean } | "gone" | "failed";
    try {
      answer = await fetchOffer(line.offerId);
    } catch (err) {
      answer = isGone(err) ? "gone" : "failed";
    }
    const check = offerCheckOf(answer);
    if (check === "valid") confirmed.add(line.offerId);
    if (check === "gone") {
      update((s) => removeLine(s, line.offerId));
      return [{ key: "checkout.cart.offerUnknown", vars: {} }];
    }
    if (check === "used") return Promise.all(reprice([line], "checkout.cart.usedRemoved"));
    return [];
  };

  const checkOffers = async (state: CartState) => {
    const { expired, unchecked, refused } = linesToCheck(state.cart, checkedByServer, data.refused, Date.now());
    if (expired.length + unchecked.length + refused.length === 0) return;
    checking++;
    waitForChecks();
    const notices = await Promise.all([
      ...reprice(expired, "checkout.cart.expiredRemoved"),
      ...reprice(refused, "checkout.cart.refusedRemoved"),
      ...unchecked.map(readBack),
    ]);
    checking--;
    // one "no longer exists" however many lines went
    const flat = notices
      .flat()
      .filter((n, i, all) => n.key !== "checkout.cart.offerUnknown" || all.findIndex((m) => m.key === n.key) === i);
    announce(flat);
    const after = update((s) => s);
    await render(after); // the server's page for the checked cart, and the form's own state again
    markRead();
    beginCheckout();
  };

  /** What the form does in the browser: sent once, the IBAN grouped, the payout choice and the voucher kept in the stored cart. */
  const attachForm = (f: HTMLFormElement) => {
    attachSubmitOnce(f);
    const iban = f.querySelector<HTMLInputElement>("#checkout-iban");
    if (iban) attachIbanGrouping(iban);
    const voucher = f.querySelector<HTMLInputElement>("#checkout-voucher");
    const stored = cart.read().voucher;
    // after a refused submission the form shows what was sent; otherwise the stored code is filled in
    if (voucher && !voucher.value && stored && !f.querySelector(".error-summary")) voucher.value = stored;
  };

  // --- on arrival ---
  const linked = data.linked ? data.lines.find((l) => l.offerId === data.linked) : undefined;
  let state = update((s) => {
    const b2b = setB2BMode(s, data.b2b);
    return linked && !b2b.cart.some((l) => l.offerId === linked.offerId) ? addCheckedLine(b2b, linked, Date.now()) : b2b;
  });
  // a cart stored before the cookie mirror existed (or with cookies cleared) gets its cookie now
  if (cart.persistent) mirrorCartCookie(doc, state.cart);
  if (linked) {
    // the line now lives in the cart: drop ?offer= so a reload after removing it does not bring it back
    view.history.replaceState(
      view.history.state,
      "",
      view.location.pathname + pageQueryWithoutOffer(view.location.search) + view.location.hash,
    );
  }
  const initialForm = form();
  if (initialForm) attachForm(initialForm);
  // a refused submission: its error summary takes the focus (the server rendered it with the answer)
  doc.querySelector<HTMLElement>(`${PAGE} .error-summary`)?.focus();
  void show(state).then(() => checkOffers(cart.read()));

  // --- changes ---
  doc.addEventListener("change", (event) => {
    const target = event.target;
    if (target instanceof HTMLSelectElement && target.dataset.cartQuantity) {
      state = update((s) => setQuantity(s, target.dataset.cartQuantity!, Number(target.value)));
      void show(state);
    } else if (target instanceof HTMLInputElement && target.name === "paymentMethod" && target.form?.matches(".checkout-form")) {
      const method = target.value as PayoutMethod;
      update((s) => setPayment(s, paymentTypeOf(method), method === "paypal"));
    }
  });
  doc.addEventListener("input", (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.id === "checkout-voucher") update((s) => setVoucher(s, target.value));
  });
  doc.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLButtonElement>("[data-cart-remove], [data-cart-empty]") : null;
    if (!button || button.disabled) return;
    const offerId = button.dataset.cartRemove;
    state = update((s) => (offerId ? removeLine(s, offerId) : emptyCart(s)));
    void show(state).then(() => doc.getElementById("cart-heading")?.focus());
  });
  // another tab changed the cart, or the page came back from the browser's page cache
  view.addEventListener("storage", (event) => {
    if (event.key === CART_STORAGE_KEY) void show(cart.read());
  });
  view.addEventListener("pageshow", (event) => {
    if (event.persisted) void show(cart.read());
  });
}
