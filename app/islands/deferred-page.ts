/**
 * The script of the deferred-hydration pages (checkout, thank-you, account; decision 0056), run
 * before React: the consent banner's behaviour (so it shows at one second without React, and React
 * finds it attached), the transactionId rule and the marketing parameters of the landing URL, and
 * the gate that decides when React is loaded (app/lib/hydration-gate.ts). Framework-free, no zod.
 * React's own effects for the same behaviours find them done (attachConsent attaches once; the
 * other two are idempotent).
 */
import { nextTransactionId } from "../../core/cart/index.ts";
import { attachConsent } from "../features/consent/consent.ts";
import { whenShown } from "../lib/activation.ts";
import { updateStoredCart } from "../lib/cart-storage.ts";
import { hydrationModeOf, startHydrationGate, storedLineCount } from "../lib/hydration-gate.ts";
import { startMarketing } from "../lib/marketing.ts";

const script = document.querySelector<HTMLScriptElement>("script[data-hydration-gate]");
const routeId = script?.dataset.route;
const banner = document.querySelector<HTMLElement>("[data-consent]");

let checked = false;
let onChecked: (() => void) | null = null;
if (banner)
  attachConsent(banner, {
    onChecked: () => {
      checked = true;
      onChecked?.();
    },
  });

const cartPage = script?.dataset.lazyWhenCartEmpty !== undefined;
void startHydrationGate(document, window, {
  mode: hydrationModeOf(document, window, cartPage),
  banner,
  // lines the server could not render (no cookie mirror, decision 0061): only React shows them
  cartOnlyInStorage: cartPage && storedLineCount(window) > document.querySelectorAll(".cart-line").length,
  onBannerChecked: (done) => (checked ? done() : (onChecked = done)),
});

// Spec §4: a full page load of a route whose name lacks "thankYou" resets the transaction id
// (React does the same after hydration; the rule is idempotent).
whenShown(() => updateStoredCart((cart) => ({ ...cart, transactionId: nextTransactionId(cart.transactionId, routeId) })), document);
startMarketing(window);
