/**
 * The island of the pages of text and plain forms (decision 0051): content pages (with the privacy
 * page's cookie settings) and the contact page. Their forms post as documents and are answered by
 * the server, so they work without JavaScript; in the browser they need only what every page has
 * (app/islands/chrome.ts) plus, after a withdrawal on the privacy page, the stored refusal.
 * No React, no zod, no router.
 */
import { attachCookieSettings } from "../features/consent/consent.ts";
import { attachSubmitOnce } from "../lib/submit-once.ts";
import { startChrome } from "./chrome.ts";

startChrome();
const settings = document.querySelector<HTMLElement>("[data-cookie-settings]");
if (settings) attachCookieSettings(settings);
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-submit-once]")) attachSubmitOnce(form);
