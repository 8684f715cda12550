import { stringify } from "csv-stringify/sync";
import { data } from "react-router";
import type { Route } from "./+types/report-csv";
import { monthRange, monthReport } from "../../../core/partner-users/store.server.ts";
import { portalPageContext, requirePartnerUser } from "../../../server/portal-session.server.ts";

const euros = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");
/** A cell a spreadsheet would run as a formula starts with a quote. */
const cell = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/** The month's report as CSV (semicolons, German decimal comma): partner managers. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(portalPageContext);
  const url = new URL(request.url);
  const { scope } = requirePartnerUser(page, url, "partner_manager");
  const month = url.searchParams.get("month") ?? "";
  if (!monthRange(month)) throw data(null, { status: 404 });
  const rows = await monthReport(page.ctx.deps.database.db, scope, month);
  const csv = stringify(
    [
      ["Monat", "Filiale", "Inzahlungnahmen", "Gerätewert EUR", "Gutscheine", "Gutscheinwert EUR", "Eingelöst", "Eingelöst EUR"],
      ...rows.map((r) => [month, r.storeId === null ? "Summe" : cell(r.storeName), r.trades, euros(r.tradeCents), r.vouchers, euros(r.voucherCents), r.redeemed, euros(r.redeemedCents)]),
    ],
    { delimiter: ";" },
  );
  return new Response(`\ufeff${csv}`, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="auswertung-${month}.csv"`, "Cache-Control": "private, no-store" },
  });
}
