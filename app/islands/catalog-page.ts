/**
 * The island of the catalog's list pages (decisions 0017 and 0050): sell category, overviews and
 * search results, pages of plain links and GET forms that need nothing in the browser but what
 * every page has (app/islands/chrome.ts) and the view_item_list of the list they show.
 * No React, no zod, no router.
 */
import { startChrome } from "./chrome.ts";
import { trackItemLists } from "./item-lists.ts";

startChrome();
trackItemLists();
