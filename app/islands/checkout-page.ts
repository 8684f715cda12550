/**
 * The checkout page's island (decision 0132): the page is rendered on the server with the
 * visitor's lines and never hydrated. What every island page does (app/islands/chrome.ts), then the
 * checkout's own behaviour (app/islands/checkout.ts). No React, no zod, no router.
 */
import { startChrome } from "./chrome.ts";
import { initCheckout } from "./checkout.ts";

startChrome();
initCheckout(document);
