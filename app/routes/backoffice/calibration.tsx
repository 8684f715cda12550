import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/calibration";
import {
  CALIBRATION_CHANNELS,
  CALIBRATION_CUSTOMER_ROLES,
  CALIBRATION_ROLES,
  calibrationQuerySchema,
  shareOf,
} from "../../../core/calibration/index.ts";
import { calibrationView, type CalibrationView } from "../../../core/calibration/index.server.ts";
import { queryOf } from "../../../core/shared/index.ts";
import { hasRole } from "../../../core/staff/index.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import calibrationStyles from "../../ui/backoffice-calibration.css?url";
import { DataTable } from "../../ui/data-table.tsx";
import { DateTime } from "../../ui/date-time.tsx";
import { FilterBar, FilterSelect, ListPage } from "../../ui/list-page.tsx";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: calibrationStyles }];

export const meta: Route.MetaFunction = () => [{ title: "Calibration | Sellback back office" }];

/**
 * Where customers and inspectors disagree (issue 34 §6, decision 0131): support and catalog (admin
 * holds both), the same core call as GET /api/backoffice/calibration, from the daily job's tables.
 * A malformed filter in the address is dropped (the page shows every figure instead of an error).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url, ...CALIBRATION_ROLES);
  const parsed = calibrationQuerySchema.safeParse(queryOf(url.searchParams));
  const view = await calibrationView(page.ctx.deps.database.db, parsed.success ? parsed.data : {}, {
    language: page.language === "de" ? "de" : "en",
    customers: hasRole(staff.staff.roles, CALIBRATION_CUSTOMER_ROLES),
  });
  return { view };
}

type Question = CalibrationView["questions"][number];

function Percent({ part, whole }: { part: number; whole: number }) {
  const f = useFormat();
  return <>{f.percent(Math.round(shareOf(part, whole) * 100))}</>;
}

function QuestionCard({ q, texts }: { q: Question; texts: CalibrationView["answerTexts"] }) {
  const t = useT();
  const f = useFormat();
  const answerName = (code: string) => texts[q.questionCode]?.[code] ?? code;
  const id = `q-${q.questionCode}`;
  return (
    <section className="bo-card bo-cal-question" aria-labelledby={id} data-question={q.questionCode}>
      <div className="bo-cal-question__head">
        <h2 id={id}>
          {q.question ?? q.questionCode} <span className="bo-cal-code">{q.questionCode}</span>
        </h2>
        {q.misleading ? (
          <span className="bo-badge" data-flag="misleading">
            {t("backoffice.calibration.misleading")}
          </span>
        ) : null}
      </div>
      <p className="bo-sub">
        {t("backoffice.calibration.questionSummary", {
          devices: q.devices,
          differing: q.differing,
          overstated: q.overstated,
          understated: q.understated,
          moved: f.money(q.movedCents),
        })}
      </p>
      {q.misleading ? <p className="bo-hint">{t("backoffice.calibration.misleadingHint")}</p> : null}
      <DataTable
        caption={t("backoffice.calibration.tableCaption", { question: q.question ?? q.questionCode })}
        stacked
        rows={q.answers}
        rowKey={(a) => a.customerAnswerCode}
        rowAttributes={(a) => ({ "data-answer": a.customerAnswerCode })}
        columns={[
          { header: t("backoffice.calibration.col.customerSaid"), rowHeader: true, cell: (a) => a.answer ?? a.customerAnswerCode },
          { header: t("backoffice.calibration.col.devices"), numeric: true, cell: (a) => f.number(a.devices) },
          {
            header: t("backoffice.calibration.col.differing"),
            numeric: true,
            cell: (a) => (
              <>
                {f.number(a.differing)} (<Percent part={a.differing} whole={a.devices} />)
              </>
            ),
          },
          { header: t("backoffice.calibration.col.overstated"), numeric: true, cell: (a) => f.number(a.overstated) },
          { header: t("backoffice.calibration.col.understated"), numeric: true, cell: (a) => f.number(a.understated) },
          { header: t("backoffice.calibration.col.moved"), numeric: true, cell: (a) => f.money(a.movedCents) },
          {
            header: t("backoffice.calibration.col.found"),
            cell: (a) =>
              a.found.length === 0 ? (
                t("backoffice.calibration.foundNothing")
              ) : (
                <ul className="bo-cal-found">
                  {a.found.map((x) => (
                    <li key={x.inspectorAnswerCode} data-direction={x.direction}>
                      {t("backoffice.calibration.foundItem", {
                        answer: answerName(x.inspectorAnswerCode),
                        devices: x.devices,
                        direction: x.direction,
                      })}
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </section>
  );
}

function Customers({ customers }: { customers: NonNullable<CalibrationView["customers"]> }) {
  const t = useT();
  const f = useFormat();
  return (
    <section className="bo-card bo-cal-customers" aria-labelledby="cal-customers">
      <h2 id="cal-customers">{t("backoffice.calibration.customers.title")}</h2>
      <p className="bo-hint">{t("backoffice.calibration.customers.intro")}</p>
      {customers.list.length === 0 ? (
        <p className="bo-empty">{t("backoffice.calibration.customers.empty")}</p>
      ) : (
        <>
          <p className="bo-sub">
            {t("backoffice.calibration.customers.count", { count: customers.count })}
            {customers.count > customers.list.length
              ? ` ${t("backoffice.calibration.customers.shown", { shown: customers.list.length })}`
              : null}
          </p>
          <DataTable
            caption={t("backoffice.calibration.customers.title")}
            stacked
            rows={customers.list}
            rowKey={(c) => c.email}
            columns={[
              {
                header: t("backoffice.calibration.customers.col.customer"),
                rowHeader: true,
                cell: (c) => (
                  <Link
                    to={
                      c.customerId ? `/support/customers/${encodeURIComponent(c.customerId)}` : `/support?q=${encodeURIComponent(c.email)}`
                    }
                  >
                    {c.email}
                  </Link>
                ),
              },
              { header: t("backoffice.calibration.customers.col.trades"), numeric: true, cell: (c) => f.number(c.trades) },
              { header: t("backoffice.calibration.customers.col.overstated"), numeric: true, cell: (c) => f.number(c.overstatedTrades) },
              { header: t("backoffice.calibration.col.moved"), numeric: true, cell: (c) => f.money(c.movedCents) },
              { header: t("backoffice.calibration.customers.col.last"), cell: (c) => <DateTime value={c.lastTradeAt} /> },
            ]}
          />
        </>
      )}
    </section>
  );
}

export default function Calibration() {
  const t = useT();
  const f = useFormat();
  const { view } = useLoaderData<typeof loader>();
  const { totals } = view;
  const categories = view.choices.categories;
  return (
    <ListPage
      className="bo-calibration"
      title={t("backoffice.calibration.title")}
      intro={
        <>
          <p className="bo-hint">{t("backoffice.calibration.intro")}</p>
          <p className="bo-sub">
            {view.computedAt ? (
              <>
                {t("backoffice.calibration.computedAt")} <DateTime value={view.computedAt} />
              </>
            ) : (
              t("backoffice.calibration.notComputed")
            )}
          </p>
        </>
      }
      filters={
        <FilterBar label={t("backoffice.calibration.filters")} reset="/calibration">
          <FilterSelect
            name="category"
            label={t("backoffice.calibration.filter.category")}
            any={t("backoffice.calibration.filter.anyCategory")}
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
          />
          <FilterSelect name="series" label={t("backoffice.calibration.filter.series")} any={t("backoffice.calibration.filter.anySeries")}>
            {categories
              .filter((c) => view.choices.series.some((s) => s.categoryId === c.id))
              .map((c) => (
                <optgroup key={c.id} label={c.name}>
                  {view.choices.series
                    .filter((s) => s.categoryId === c.id)
                    .map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                </optgroup>
              ))}
          </FilterSelect>
          <FilterSelect
            name="channel"
            label={t("backoffice.calibration.filter.channel")}
            any={t("backoffice.calibration.filter.anyChannel")}
            options={CALIBRATION_CHANNELS.map((c) => ({ value: c, label: t(`backoffice.calibration.channel.${c}`) }))}
          />
        </FilterBar>
      }
      summary={
        totals.devices === 0
          ? t("backoffice.calibration.summaryNone")
          : t("backoffice.calibration.summary", {
              devices: totals.devices,
              differing: totals.differing,
              overstated: totals.overstated,
              understated: totals.understated,
              moved: f.money(totals.movedCents),
            })
      }
      count={view.questions.length}
      empty={t("backoffice.calibration.empty")}
      after={view.customers ? <Customers customers={view.customers} /> : null}
    >
      <p className="bo-hint">
        {t("backoffice.calibration.rules", {
          min: view.rules.misleadingMinDevices,
          share: f.percent(Math.round(view.rules.misleadingBothWaysShare * 100)),
        })}
      </p>
      {view.questions.map((q) => (
        <QuestionCard key={q.questionCode} q={q} texts={view.answerTexts} />
      ))}
    </ListPage>
  );
}
