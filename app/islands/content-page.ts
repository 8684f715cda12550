/**
 * The island of the pages of text and plain forms (decisions 0051 and 0133): content pages (with
 * the privacy page's cookie settings), contact, and every shop page whose route names no island of
 * its own: the account (logged in too), the business seller's pages, tracking, clarification,
 * review, the newsletter's and price alert's pages, the certificate check, the error pages. Their
 * forms post as documents and are answered by the server, so they work without JavaScript; in the
 * browser they need only what every page has (app/islands/chrome.ts) plus what React did on them:
 * a newsletter sign-up answers in place, an error page counts its view. (Their error summaries are
 * the one-line notice, which takes no focus.) No React, no zod, no router.
 */
import { attachCookieSettings } from "../features/consent/consent.ts";
import { attachNewsletterForm } from "../features/chrome/newsletter-form.ts";
import { track } from "../lib/analytics.ts";
import { attachSubmitOnce } from "../lib/submit-once.ts";
import { startChrome } from "./chrome.ts";

startChrome();
const settings = document.querySelector<HTMLElement>("[data-cookie-settings]");
if (settings) attachCookieSettings(settings);
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-submit-once]")) attachSubmitOnce(form);
// the footer's is attached by startChrome
for (const signup of document.querySelectorAll<HTMLElement>("main [data-newsletter-signup]")) attachNewsletterForm(signup);
// app/features/chrome/error-page.tsx's page_view
const errorKind = document.querySelector<HTMLElement>("[data-error-kind]")?.dataset.errorKind;
if (errorKind) track({ event: "page_view", pageType: errorKind === "server" ? "error" : "404" });
