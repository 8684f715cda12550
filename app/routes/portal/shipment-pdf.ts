import { data } from "react-router";
import type { Route } from "./+types/shipment-pdf";
import { renderLabelPdf } from "../../../core/label/index.server.ts";
import { renderPackingList, packingLines, shipmentOf } from "../../../core/partner-users/index.server.ts";
import { storeById } from "../../../core/partners/index.server.ts";
import { portalPageContext, requirePartnerUser } from "../../../server/sessions/portal.server.ts";
import { shipmentNumber } from "../../../core/partner-users/index.ts";
import { pdfResponse } from "../../../server/http/file-answers.server.ts";

/**
 * A closed shipment's documents (store staff of its store): `etikett`, one label from the store to
 * the warehouse (the development label: no carrier contract for store parcels yet, decision 0046),
 * and `packliste`, the packing list. Never cached.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = context.get(portalPageContext);
  const { context: user, scope } = requirePartnerUser(page, new URL(request.url), "store_staff");
  const db = page.ctx.deps.database.db;
  const shipment = /^\d{1,9}$/.test(params.shipmentId) ? await shipmentOf(db, scope, Number(params.shipmentId)) : null;
  if (!shipment || shipment.state !== "closed" || (params.document !== "etikett" && params.document !== "packliste"))
    throw data(null, { status: 404 });
  const store = await storeById(db, shipment.storeId);
  if (!store) throw data(null, { status: 404 });
  const number = shipmentNumber(shipment.id);
  const closedAt = shipment.closedAt ? new Date(shipment.closedAt) : new Date(shipment.createdAt);
  const pdf =
    params.document === "etikett"
      ? await renderLabelPdf(
          {
            tradeNumber: number,
            edition: "de",
            createdAt: closedAt,
            sender: {
              name: `${user.partnerName} – ${store.name}`,
              street: store.street,
              houseNumber: store.houseNumber,
              zip: store.zip,
              city: store.city,
              country: "DE",
            },
          },
          { development: true },
        )
      : await renderPackingList({
          shipmentNumber: number,
          partnerName: user.partnerName,
          storeName: store.name,
          closedAt,
          lines: (await packingLines(db, scope, shipment.id)).map((l) => ({ tradeNumber: l.tradeNumber, devices: l.devices, imei: null })),
        });
  return pdfResponse(pdf, `${params.document}-${number}.pdf`);
}
