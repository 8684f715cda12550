/**
 * Carrier labels at the edge (decision 0042): the label of a trade or a returned device, from the
 * edition's carrier when one is set up (made once, stored), else the local shipping note with the
 * development mark. Carrier failures are logged without personal data (carrier, failure kind,
 * HTTP status, the carrier's error code and text, our trade number).
 */
import { type CarrierError, type CarrierName } from "../../core/carrier/index.ts";
import { carrierAdapterFor, returnLabel, shippingLabel, type CarrierLabel } from "../../core/carrier/index.server.ts";
import { renderLabelPdf, type LabelInput } from "../../core/label/index.server.ts";
import { nowFrom } from "../../core/shared/index.ts";
import type { TradeView } from "../../core/trade/index.ts";
import type { AppDeps } from "../config/env.server.ts";
import { log } from "../middleware/logging.server.ts";
import { storageOf } from "../config/storage.server.ts";

export interface LabelFile {
  pdf: Uint8Array;
  /** null = the development shipping note (no carrier set up for the edition). */
  carrier: CarrierName | null;
  trackingNumber: string | null;
}

const logFailure = (tradeNumber: string, kind: "shipping" | "return") => (err: CarrierError) =>
  log("warn", "carrier label failed", {
    carrier: err.carrier,
    failure: err.failure,
    httpStatus: err.httpStatus,
    maybeCreated: err.maybeCreated,
    detail: err.message,
    tradeNumber,
    kind,
  });

/** Whether the edition's labels come from a carrier (the tracking page names the button after it). */
export function hasCarrier(deps: AppDeps, edition: TradeView["edition"]): boolean {
  return carrierAdapterFor(deps.config, edition) !== null;
}

const customerSender = (trade: TradeView) => ({ name: `${trade.customer.firstName} ${trade.customer.lastName}`, ...trade.address });

/**
 * A label file: with a carrier for the trade's edition, the label `fromCarrier` obtains (failures
 * logged as `kind`); without, the development note of `draft`.
 */
async function labelFile(
  deps: AppDeps,
  trade: TradeView,
  kind: "shipping" | "return",
  draft: Pick<LabelInput, "createdAt" | "direction">,
  fromCarrier: (args: Parameters<typeof shippingLabel>[0]) => Promise<CarrierLabel>,
): Promise<LabelFile> {
  const adapter = carrierAdapterFor(deps.config, trade.edition);
  if (!adapter) {
    const draftNote = { tradeNumber: trade.tradeNumber, edition: trade.edition, ...draft, sender: customerSender(trade) };
    return { pdf: await renderLabelPdf(draftNote, { development: true }), carrier: null, trackingNumber: null };
  }
  const label = await fromCarrier({
    db: deps.database.db,
    storage: storageOf(deps),
    adapter,
    trade,
    now: nowFrom(deps),
    onCarrierError: logFailure(trade.tradeNumber, kind),
  });
  return { pdf: label.pdf, carrier: label.carrier, trackingNumber: label.trackingNumber };
}

/**
 * The trade's shipping label. With a carrier: the stored label, or one made now while the trade
 * waits for its parcel (`created`); 409 once it no longer does. Without: the development note.
 */
export function tradeLabelFile(deps: AppDeps, trade: TradeView): Promise<LabelFile> {
  return labelFile(deps, trade, "shipping", { createdAt: trade.createdAt }, (args) =>
    shippingLabel({ ...args, mayCreate: trade.state === "created" }),
  );
}

/** A returned device's label (itemId = its trade line): the carrier's, made once, or the development note. */
export function returnLabelFile(deps: AppDeps, trade: TradeView, itemId: number): Promise<LabelFile> {
  return labelFile(deps, trade, "return", { createdAt: nowFrom(deps), direction: "return" }, (args) => returnLabel({ ...args, itemId }));
}
