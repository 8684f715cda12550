/**
 * The island of the order confirmation (decision 0057): what every page has (app/islands/chrome.ts;
 * its transactionId rule keeps the id here, the route id contains "thankYou") plus, once per
 * trade, the emptied cart with the trade's transactionId, `purchase` and `trade_created`
 * (app/features/checkout/purchase-once.ts). The label is a plain download link.
 * No React, no zod, no router.
 */
import { attachPurchaseOnce } from "../features/checkout/purchase-once.ts";
import { startChrome } from "./chrome.ts";

startChrome();
attachPurchaseOnce();
