import { type ReactNode, useMemo } from "react";
import { Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/dashboard";
import { chartLegend, tradesChartSvg, dashboardQuerySchema } from "../../../core/dashboard/index.ts";
import { dashboardFigures } from "../../../core/dashboard/index.server.ts";
import { PIPELINE_READ_ROLES, pipelineWaiting } from "../../../core/b2b-pipeline/index.server.ts";
import { hasRole } from "../../../core/staff/index.ts";
import { nowFrom, queryOf } from "../../../core/shared/index.ts";
import { translator } from "../../../core/shared/index.server.ts";
import { TRADE_STATES } from "../../../core/trade/index.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import dashboardStyles from "../../ui/dashboard.css?url";
import scheduleStyles from "../../ui/backoffice-payout-schedule.css?url";
import { OldestWaitingNote } from "../../features/backoffice/payout-schedule-bits.tsx";
import { DataTable } from "../../ui/data-table.tsx";
import { EditionOptions } from "../../ui/list-page.tsx";
import { DateTime, formatDateTime } from "../../ui/date-time.tsx";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: dashboardStyles },
  { rel: "stylesheet", href: scheduleStyles },
];

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Sellback back office" }];

/**
 * The dashboard (issue 14, decision 0043), any staff role: the figures as tiles and the trades
 * per day as a server-made SVG chart, from the database on every request (the same core call as
 * GET /api/backoffice/dashboard). An unknown edition in the address shows every edition.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url);
  const parsed = dashboardQuerySchema.safeParse(queryOf(url.searchParams));
  const edition = parsed.success ? (parsed.data.edition ?? null) : null;
  const now = nowFrom(page.ctx.deps);
  const timeZone = page.ctx.deps.config.OPERATOR_TIME_ZONE;
  const figures = await dashboardFigures(page.ctx.deps.database.db, { edition, now, timeZone });
  // business sellers waiting (decision 0123): for those who work the pipeline
  const business = hasRole(staff.staff.roles, PIPELINE_READ_ROLES) ? await pipelineWaiting(page.ctx.deps.database.db, now, edition) : null;

  // the chart is made here, in the staff member's language, and goes to the page as markup
  const t = translator(page.language);
  const locale = page.language === "de" ? "de-DE" : "en-GB";
  const dayLabel = new Intl.DateTimeFormat(
    locale,
    page.language === "de" ? { day: "2-digit", month: "2-digit", timeZone: "UTC" } : { day: "numeric", month: "short", timeZone: "UTC" },
  );
  const longDay = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const dateOf = (day: string) => new Date(`${day}T12:00:00Z`);
  const editionName = edition ? edition.toUpperCase() : t("backoffice.dashboard.allEditions");
  const busiest = figures.days.reduce((best, d) => (d.total > best.total ? d : best), figures.days[0]!);
  const total = figures.days.reduce((n, d) => n + d.total, 0);
  const labels = {
    title: t("backoffice.dashboard.chart.title", { edition: editionName }),
    desc: t("backoffice.dashboard.chart.desc", {
      from: longDay.format(dateOf(figures.days[0]!.day)),
      to: longDay.format(dateOf(figures.days.at(-1)!.day)),
      total,
      maxDay: longDay.format(dateOf(busiest.day)),
      max: busiest.total,
    }),
    yAxis: t("backoffice.dashboard.chart.yAxis"),
    empty: t("backoffice.dashboard.chart.empty"),
    // the days' short labels: the page draws the charts from these and the figures (a few hundred
    // bytes instead of two drawings' 120 kB in the page's data as well as in its markup)
    dayShort: Object.fromEntries(figures.days.map((d) => [d.day, dayLabel.format(dateOf(d.day))])),
  };
  return {
    figures,
    chartLabels: labels,
    chartTitle: labels.title,
    dayLabels: Object.fromEntries(figures.days.map((d) => [d.day, longDay.format(dateOf(d.day))])),
    today: longDay.format(dateOf(figures.today)),
    // "14:05 CET": the time with its zone's name (the date is today's, shown before it)
    time: formatDateTime(now.toISOString(), { timeZone, locale }).slice("YYYY-MM-DD ".length),
    zone: timeZone,
    business,
  };
}

function Tile({ id, label, value, note, children }: { id: string; label: string; value: string; note: string; children?: ReactNode }) {
  return (
    <li className="bo-tile" aria-labelledby={`tile-${id}`} data-testid={`tile-${id}`}>
      <h3 id={`tile-${id}`}>{label}</h3>
      <p className="bo-tile__value">{value}</p>
      <p className="bo-tile__note">{note}</p>
      {children}
    </li>
  );
}

export default function Dashboard() {
  const t = useT();
  const f = useFormat();
  const { figures, chartLabels, chartTitle, dayLabels, today, time, zone, business } = useLoaderData<typeof loader>();
  // one drawing for wide screens, a narrower one for phones (CSS shows one of them); the same
  // markup on the server and in the browser (the same figures and words)
  const chart = useMemo(() => {
    const labels = {
      ...chartLabels,
      state: (s: string) => t(`backoffice.state.${s}`),
      day: (day: string) => chartLabels.dayShort[day] ?? day,
    };
    return (
      tradesChartSvg(figures.days, labels, { id: "trades-chart", className: "bo-chart bo-chart--wide" }) +
      tradesChartSvg(figures.days, labels, { id: "trades-chart-narrow", width: 360, className: "bo-chart bo-chart--narrow" })
    );
  }, [figures.days, chartLabels, t]);
  const editionName = figures.edition ? figures.edition.toUpperCase() : t("backoffice.dashboard.allEditions");
  const { receivedToday, clarification, receivedToPaid, payoutsWaiting, lateParcels } = figures;
  const legend = chartLegend({ state: (s) => t(`backoffice.state.${s}`) });
  const daysWithTrades = figures.days.filter((d) => d.total > 0);
  return (
    <div className="bo-page bo-dashboard">
      <div className="bo-title-row">
        <h1>{t("backoffice.dashboard.title")}</h1>
        <Form method="get" className="bo-dash-filter" aria-label={t("backoffice.dashboard.filter")} key={figures.edition ?? ""}>
          <div className="field">
            <label htmlFor="edition">{t("backoffice.dashboard.edition")}</label>
            <select id="edition" name="edition" defaultValue={figures.edition ?? ""}>
              <option value="">{t("backoffice.dashboard.allEditions")}</option>
              <EditionOptions />
            </select>
          </div>
          <button type="submit">{t("backoffice.dashboard.apply")}</button>
        </Form>
      </div>
      <p className="bo-summary">{t("backoffice.dashboard.scope", { edition: editionName, today, time, zone })}</p>

      <section aria-labelledby="figures-heading">
        <h2 id="figures-heading" className="visually-hidden">
          {t("backoffice.dashboard.figures")}
        </h2>
        <ul className="bo-tiles">
          <Tile
            id="received"
            label={t("backoffice.dashboard.receivedToday")}
            value={f.number(receivedToday.devices)}
            note={t("backoffice.dashboard.receivedTodayNote", { trades: receivedToday.trades })}
          />
          <Tile
            id="clarification"
            label={t("backoffice.dashboard.clarificationRate")}
            value={clarification.rate === null ? "–" : f.percent(Math.round(clarification.rate * 1000) / 10)}
            note={
              clarification.rate === null
                ? t("backoffice.dashboard.clarificationNone")
                : t("backoffice.dashboard.clarificationNote", { clarified: clarification.clarified, inspected: clarification.inspected })
            }
          />
          <Tile
            id="paid"
            label={t("backoffice.dashboard.receivedToPaid")}
            value={receivedToPaid.medianDays === null ? "–" : t("backoffice.dashboard.days", { days: receivedToPaid.medianDays })}
            note={
              receivedToPaid.medianDays === null
                ? t("backoffice.dashboard.receivedToPaidNone")
                : t("backoffice.dashboard.receivedToPaidNote", { paid: receivedToPaid.paid })
            }
          />
          <Tile
            id="payouts"
            label={t("backoffice.dashboard.payoutsWaiting")}
            value={f.number(payoutsWaiting.trades)}
            note={t("backoffice.dashboard.payoutsWaitingNote", { amount: f.money(payoutsWaiting.totalCents) })}
          >
            <OldestWaitingNote oldest={payoutsWaiting.oldest} />
          </Tile>
          <Tile
            id="late-parcels"
            label={t("backoffice.dashboard.lateParcels")}
            value={f.number(lateParcels.count)}
            note={t("backoffice.dashboard.lateParcelsNote", { days: lateParcels.workingDays })}
          />
          {business ? (
            <Tile
              id="business"
              label={t("backoffice.b2b.tile.label")}
              value={f.number(business.newLeads)}
              note={t("backoffice.b2b.tile.note", { leads: business.newLeads, quotes: business.quotesToSend })}
            >
              <Link to="/b2b?stage=new" className="bo-link">
                {t("backoffice.b2b.tile.link")}
              </Link>
            </Tile>
          ) : null}
        </ul>
      </section>

      {/* delivered to us by the carrier but not received by staff in time (decision 0094) */}
      <section className="bo-card" aria-labelledby="late-parcels-heading" data-testid="late-parcels">
        <h2 id="late-parcels-heading">{t("backoffice.dashboard.lateParcels.heading")}</h2>
        <p className="bo-sub">{t("backoffice.dashboard.lateParcels.intro", { days: lateParcels.workingDays, zone })}</p>
        {lateParcels.parcels.length ? (
          <DataTable
            caption={t("backoffice.dashboard.lateParcels.caption")}
            stacked
            rows={lateParcels.parcels}
            rowKey={(p) => p.tradeNumber}
            columns={[
              {
                header: t("backoffice.dashboard.lateParcels.trade"),
                rowHeader: true,
                cell: (p) => (
                  <Link to={`/trades/${p.tradeNumber}`} className="bo-link">
                    {p.tradeNumber}
                  </Link>
                ),
              },
              { header: t("backoffice.dashboard.lateParcels.edition"), cell: (p) => p.edition.toUpperCase() },
              {
                header: t("backoffice.dashboard.lateParcels.parcel"),
                cell: (p) => (
                  <>
                    {p.carrier} <span className="bo-mono">{p.trackingNumber}</span>
                  </>
                ),
              },
              {
                header: t("backoffice.dashboard.lateParcels.deliveredAt"),
                cell: (p) => <DateTime value={p.deliveredAt} timeZone={zone} />,
              },
            ]}
          />
        ) : (
          <p>{t("backoffice.dashboard.lateParcels.none")}</p>
        )}
        {lateParcels.count > lateParcels.parcels.length ? (
          <p className="bo-sub">{t("backoffice.dashboard.lateParcels.more", { count: lateParcels.count - lateParcels.parcels.length })}</p>
        ) : null}
      </section>

      <section className="bo-card bo-chart-card" aria-labelledby="chart-heading">
        <h2 id="chart-heading">{t("backoffice.dashboard.chart.heading")}</h2>
        <figure className="bo-chart-figure">
          {/* server-made SVG (core/dashboard/chart.ts): escaped texts, no script */}
          <div className="bo-chart-wrap" dangerouslySetInnerHTML={{ __html: chart }} />
          <figcaption>
            <ul className="bo-legend" aria-label={t("backoffice.dashboard.chart.legend")}>
              {legend.map((l) => (
                <li key={l.state}>
                  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                    <rect width="14" height="14" rx="2" fill={l.colour} />
                  </svg>
                  {l.label}
                </li>
              ))}
            </ul>
          </figcaption>
        </figure>
        <details className="bo-chart-table">
          <summary>{t("backoffice.dashboard.chart.table")}</summary>
          <DataTable
            caption={chartTitle}
            rows={daysWithTrades}
            rowKey={(d) => d.day}
            columns={[
              { header: t("backoffice.dashboard.table.day"), rowHeader: true, cell: (d) => dayLabels[d.day] },
              ...TRADE_STATES.map((s) => ({
                header: t(`backoffice.state.${s}`),
                numeric: true,
                cell: (d: (typeof daysWithTrades)[number]) => d.byState[s],
              })),
              { header: t("backoffice.dashboard.table.total"), numeric: true, cell: (d) => d.total },
            ]}
          />
        </details>
      </section>
    </div>
  );
}
