/**
 * The island of the sell-category page (decision 0017): a page of plain links that needs nothing
 * in the browser but what every page has (app/islands/chrome.ts). No React, no zod, no router.
 */
import { startChrome } from "./chrome.ts";

startChrome();
