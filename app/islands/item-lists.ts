/**
 * `view_item_list` for the lists an island page shows (home's popular devices, an overview's
 * devices; spec §3): the server renders each list's ecommerce object into `data-view-item-list`,
 * the island pushes it once per page load (through the consent queue of app/lib/analytics.ts).
 */
import { track } from "../lib/analytics.ts";

export function trackItemLists(doc: Document = document): void {
  for (const el of doc.querySelectorAll<HTMLElement>("[data-view-item-list]")) {
    try {
      track({ event: "view_item_list", ecommerce: JSON.parse(el.dataset.viewItemList ?? "") as Record<string, unknown> });
    } catch (err) {
      console.warn("view_item_list not sent", err);
    }
  }
}
