import type { DeviceView } from "../../../core/catalog/index.ts";

/** The spec's analytics item (§3) for a device shown in a list or on its page. */
export function analyticsItem(d: DeviceView, index?: number) {
  return {
    item_id: String(d.id),
    item_brand: d.manufacturer,
    item_name: d.name,
    item_category: d.category,
    price: d.basePrice,
    quantity: 1,
    ...(index === undefined ? {} : { index }),
  };
}
