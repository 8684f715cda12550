/**
 * The device page's island (decision 0006): the only script of a page that React renders on the
 * server but never hydrates. It must stay tiny (the page's JS budget is 80 KB gzip): no React, no
 * zod, no router. Every way into a device page is a full document load, so this runs once per
 * visit of the page.
 */
import { track } from "../lib/analytics.ts";
import { startChrome } from "./chrome.ts";
import { initOffer } from "./offer.ts";

// What every page without hydration does: transactionId, typeahead, consent, cart count,
// personalisation, marketing parameters.
startChrome();

// Analytics view_item (spec §3): the server puts the event's ecommerce object on the page.
const pageEl = document.querySelector<HTMLElement>("[data-view-item]");
const viewItem = pageEl?.dataset.viewItem;
if (viewItem) {
  try {
    track({ event: "view_item", ecommerce: JSON.parse(viewItem) as Record<string, unknown> });
  } catch (err) {
    console.warn("view_item not sent", err);
  }
}

// Behaviours of the page's own parts go below (each attaches to its server-rendered markup):
// - the condition questions and offer view (decision 0012):
initOffer(document);
// - the browser self-test (issue 34, decision 0125): its island is imported on the first "Start",
//   never before, so the page's script stays as small as it was
const selfTest = document.querySelector<HTMLElement>("[data-self-test]");
const startButton = selfTest?.querySelector<HTMLButtonElement>("[data-self-test-start]");
if (selfTest?.dataset.src && startButton) {
  const src = selfTest.dataset.src;
  startButton.addEventListener("click", () => {
    startButton.disabled = true;
    import(/* @vite-ignore */ src)
      .then((island: { startSelfTest: (entry: HTMLElement, done: () => void) => Promise<void> }) =>
        island.startSelfTest(selfTest, () => {
          startButton.disabled = false;
          startButton.focus();
        }),
      )
      .catch((err: unknown) => {
        startButton.disabled = false;
        console.warn("self-test not loaded", err);
      });
  });
}
