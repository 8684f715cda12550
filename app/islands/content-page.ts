/**
 * The island of the pages of text and plain forms (decisions 0051 and 0133): content pages (with
 * the privacy page's cookie settings), contact, and every shop page whose route names no island of
 * its own: the account (logged in too), the business seller's pages, tracking, clarification,
 * review, the newsletter's and price alert's pages, the certificate check, the error pages. Their
 * forms post as documents and are answered by the server, so they work without JavaScript; in the
 * browser they need only what every page has (app/islands/chrome.ts) plus what React's effects did
 * on them: a form's error summary takes the focus, a newsletter sign-up answers in place, an error
 * page counts its view. No React, no zod, no router.
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
// the server answered a post with errors: the summary (not the one-line notice) takes the focus, as app/ui/form.tsx's effect does
document.querySelector<HTMLElement>('.error-summary[tabindex="-1"]')?.focus();
// app/features/chrome/error-page.tsx's page_view
const errorKind = document.querySelector<HTMLElement>("[data-error-kind]")?.dataset.errorKind;
if (errorKind) track({ event: "page_view", pageType: errorKind === "server" ? "error" : "404" });
