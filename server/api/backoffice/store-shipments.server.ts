/**
 * `/api/backoffice/store-shipments` (issue 29, decision 0088): a partner store's shipment as the
 * receiving desk sees it, and the bulk receive of its trades (inspector or admin, as a single receive).
 */
import { Hono } from "hono";
import { ProblemError, nowFrom } from "../../../core/shared/index.ts";
import { receiveShipment, receivingShipment, scannedCode, staffActor } from "../../../core/trade/index.server.ts";
import { mailOrigin } from "../../config/config.server.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { requireStaff } from "./auth.server.ts";

/** The path's shipment number ("SS-000042", or its digits): its id, else 422. */
function shipmentIdOf(param: string): number {
  const code = scannedCode(/^\d{1,9}$/.test(param) ? `SS-${param}` : param);
  if (code?.kind !== "shipment")
    throw new ProblemError(422, "validation", undefined, [{ field: "shipment", message: "backoffice.receive.shipment.invalid" }]);
  return code.shipmentId;
}

export const backofficeStoreShipmentsApi = new Hono<AppEnv>()
  /** The packing list: each trade with its models, customer, state and why it cannot be received (inspector or admin). */
  .get("/:shipment", async (c) => {
    await requireStaff(c, "inspector");
    const shipment = await receivingShipment(c.get("deps").database.db, shipmentIdOf(c.req.param("shipment")));
    if (!shipment) throw new ProblemError(404, "not_found", "backoffice.receive.shipment.notFound");
    return c.json(shipment);
  })
  /** Receives every trade of the closed shipment still waiting for its parcel, in one transaction; the others are reported. */
  .post("/:shipment/receive", async (c) => {
    const staff = await requireStaff(c, "inspector");
    const deps = c.get("deps");
    const receipt = await receiveShipment({
      db: deps.database.db,
      mailer: deps.mailer,
      originFor: (t) => mailOrigin(deps.config, t.edition),
      shipmentId: shipmentIdOf(c.req.param("shipment")),
      staff: staffActor(staff, "inspector", c.get("clientKey")),
      now: nowFrom(deps),
      locale: c.get("locale"),
    });
    return c.json(receipt);
  });
