import { Form, useLoaderData } from "react-router";
import type { Route } from "./+types/report";
import { formatMoney } from "../../../core/editions/index.ts";
import { monthRange, monthReport } from "../../../core/partner-users/index.server.ts";
import { portalPageContext, requirePartnerUser } from "../../../server/sessions/portal.server.ts";
import { DataTable } from "../../ui/data-table.tsx";
import { useT } from "../../i18n/i18n.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Auswertung – Sellback-Filialportal" }];

/** The current month in Berlin, "2026-11". */
export function berlinMonth(now: Date): string {
  return now.toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" }).slice(0, 7);
}

/** The chain's trades and vouchers per store in a month (`?month=YYYY-MM`, default this month): partner managers. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(portalPageContext);
  const url = new URL(request.url);
  const { scope } = requirePartnerUser(page, url, "partner_manager");
  const asked = url.searchParams.get("month") ?? "";
  const month = monthRange(asked) ? asked : berlinMonth((page.ctx.deps.clock ?? (() => new Date()))());
  return { month, rows: await monthReport(page.ctx.deps.database.db, scope, month) };
}

export default function Report() {
  const t = useT();
  const { month, rows } = useLoaderData<typeof loader>();
  const total = rows.at(-1)!;
  const stores = rows.slice(0, -1);
  const money = (c: number) => formatMoney(c, "de");
  return (
    <div className="portal-page">
      <h1>{t("portal.report.title")}</h1>
      <Form method="get" className="portal-card portal-inline">
        <label htmlFor="month">{t("portal.report.month")}</label>
        <input id="month" name="month" type="month" defaultValue={month} required />
        <button type="submit">{t("portal.report.show")}</button>
        <a href={`/portal/auswertung/export?month=${month}`} download>
          {t("portal.report.csv")}
        </a>
      </Form>
      <DataTable
        caption={t("portal.report.caption", { month })}
        showCaption
        rows={stores}
        rowKey={(r) => r.storeId ?? "none"}
        footRows={[total]}
        columns={[
          { header: t("portal.report.store"), rowHeader: true, cell: (r) => (r === total ? t("portal.report.total") : r.storeName) },
          { header: t("portal.report.trades"), numeric: true, cell: (r) => r.trades },
          { header: t("portal.report.value"), numeric: true, cell: (r) => money(r.tradeCents) },
          { header: t("portal.report.vouchers"), numeric: true, cell: (r) => r.vouchers },
          { header: t("portal.report.redeemed"), numeric: true, cell: (r) => r.redeemed },
          { header: t("portal.report.redeemedValue"), numeric: true, cell: (r) => money(r.redeemedCents) },
        ]}
      />
    </div>
  );
}
