/**
 * What the thank-you page does once per trade (decision 0057, before in a React effect): the
 * cart's transactionId becomes the trade id, the cart is emptied (keeping that id), `purchase` is
 * pushed (through the consent queue of app/lib/analytics.ts) and the `trade_created` controlling
 * event is sent. A reload keeps the transactionId (the route id contains "thankYou", spec §4), so
 * nothing is sent twice; the session marker covers coming back after the id was reset by another page.
 *
 * The server renders what is sent (`purchaseOnceData`) into `data-purchase` on the page; the
 * thank-you island reads it (`attachPurchaseOnce`). Framework-free and zod-free: the stored cart is
 * read by core/cart/add-line.ts.
 */
import { readStoredCart, withLines, mirrorCartCookie, CART_STORAGE_KEY } from "../../../core/cart/index.ts";
import { whenShown } from "../../lib/activation.ts";
import { track } from "../../lib/analytics.ts";
import { announceCartChange } from "../../lib/cart-badge.ts";
import { sendControlling, type ControllingEvent } from "../../lib/controlling.ts";
import { purchaseEvent, type TradeLineSource } from "./analytics-items.ts";

export const PURCHASE_SENT_PREFIX = "sellback.purchase.";

/** What the thank-you page needs of its trade for the events. */
export interface PurchasedTrade {
  tradeId: number;
  tradeNumber: string;
  totalCents: number;
  voucher: { code: string; bonusCents: number } | null | undefined;
  lines: ReadonlyArray<TradeLineSource & { offerId: string }>;
}

export interface PurchaseOnceData {
  tradeId: number;
  tradeNumber: string;
  purchase: ReturnType<typeof purchaseEvent>;
  controlling: ControllingEvent;
}

/** The events of a trade, as the page sends them (server side: rendered into `data-purchase`). */
export function purchaseOnceData(trade: PurchasedTrade): PurchaseOnceData {
  const only = trade.lines.length === 1 ? trade.lines[0] : undefined;
  return {
    tradeId: trade.tradeId,
    tradeNumber: trade.tradeNumber,
    purchase: purchaseEvent({
      tradeNumber: trade.tradeNumber,
      totalCents: trade.totalCents,
      voucher: trade.voucher?.code,
      lines: [...trade.lines],
    }),
    controlling: {
      eventName: "trade_created",
      tradeId: trade.tradeNumber,
      revenue: trade.totalCents / 100,
      currency: "EUR",
      productName: trade.lines.map((l) => l.deviceName).join(", "),
      ...(only ? { deviceId: only.deviceId, category: only.category, conditionId: only.condition, offerId: only.offerId } : {}),
      ...(trade.voucher ? { voucherCode: trade.voucher.code, voucherValue: trade.voucher.bonusCents / 100 } : {}),
    },
  };
}

/** Sends the trade's events and empties the cart, unless this browser did so for the trade already. */
export function sendPurchaseOnce(data: PurchaseOnceData, view: Window = window): void {
  const marker = `${PURCHASE_SENT_PREFIX}${data.tradeNumber}`;
  let sent = false;
  try {
    sent = view.sessionStorage.getItem(marker) === "1";
  } catch {
    /* no session storage: rely on the transactionId */
  }
  let raw: string | null = null;
  try {
    raw = view.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    /* storage blocked: an empty cart */
  }
  const cart = readStoredCart(raw);
  if (cart.transactionId === data.tradeId) sent = true;
  if (sent) return;
  try {
    view.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ ...withLines(cart, []), voucher: null, transactionId: data.tradeId }));
    mirrorCartCookie(view.document, []);
    announceCartChange(view);
  } catch {
    /* storage full or blocked: the events still go out once (session marker) */
  }
  try {
    view.sessionStorage.setItem(marker, "1");
  } catch {
    /* see above */
  }
  track(data.purchase);
  void sendControlling(data.controlling);
}

/** The thank-you page's `[data-purchase]`, once the page is shown (a prerendered page waits). */
export function attachPurchaseOnce(doc: Document = document): void {
  const el = doc.querySelector<HTMLElement>("[data-purchase]");
  if (!el) return;
  let data: PurchaseOnceData;
  try {
    data = JSON.parse(el.dataset.purchase ?? "") as PurchaseOnceData;
  } catch (err) {
    console.warn("purchase not sent", err);
    return;
  }
  whenShown(() => sendPurchaseOnce(data), doc);
}
