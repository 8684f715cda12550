import { data } from "react-router";
import type { Route } from "./+types/receipt";
import { isReceiptFormat, renderVoucherReceipt, portalTrade } from "../../../core/partner-users/index.server.ts";
import { portalPageContext, requirePartnerUser } from "../../../server/sessions/portal.server.ts";
import { pdfResponse } from "../../../server/http/file-answers.server.ts";

/** The voucher receipt PDF (`?format=a4|80mm`), for store staff of the trade's store only; never cached. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = context.get(portalPageContext);
  const url = new URL(request.url);
  const { context: user, scope } = requirePartnerUser(page, url, "store_staff");
  const format = url.searchParams.get("format") ?? "a4";
  if (!isReceiptFormat(format)) throw data(null, { status: 404 });
  const trade = await portalTrade(page.ctx.deps.database.db, scope, params.tradeNumber);
  if (!trade) throw data(null, { status: 404 });
  const pdf = await renderVoucherReceipt(
    {
      tradeNumber: trade.tradeNumber,
      createdAt: trade.createdAt,
      partnerName: user.partnerName,
      storeName: trade.storeName,
      storeAddress: trade.storeAddress,
      customerName: `${trade.firstName} ${trade.lastName}`,
      devices: trade.devices,
      imei: trade.imei,
      serial: trade.serial,
      code: trade.code,
      amountCents: trade.amountCents,
      expiresAt: trade.expiresAt,
      // the seller's ID kind and masked number, the declaration and the signature line (decision 0090)
      sellerId: trade.sellerId,
    },
    format,
  );
  return pdfResponse(pdf, `gutschein-${trade.tradeNumber}-${format}.pdf`);
}
