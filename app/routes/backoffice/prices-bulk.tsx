import { data, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/prices-bulk";
import { listEditorCategories, listEditorManufacturers } from "../../../core/catalog-admin/index.server.ts";
import {
  applyBulkChange,
  previewBulkChange,
  PriceGuardError,
  releaseYears,
  type BulkPreview,
} from "../../../core/pricing-admin/index.server.ts";
import { cleanReason, parseBulkInput, PRICE_REASON_MAX, type BulkFilter, type BulkRow } from "../../../core/pricing-admin/index.ts";
import { detailOrCode, nowFrom, ProblemError, problemFormErrors } from "../../../core/shared/index.ts";
import { PRICE_ROLES } from "../../../core/staff/index.ts";
import { actorOf, priceGuardSettings } from "../../../server/api/backoffice/prices.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { staffFormPost } from "./staff-form.server.ts";
import { useErrorsInWords, useFormErrors } from "../../i18n/form-errors.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { ConfirmStep, CONFIRM_FIELD, CONFIRM_VALUE, isConfirmed } from "../../ui/confirm-step.tsx";
import { DataTable } from "../../ui/data-table.tsx";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { EditionOptions, FilterBar, FilterSelect, useCurrentParam } from "../../ui/list-page.tsx";
import { Notice } from "../../ui/notice.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { Pager, usePageHref } from "../../ui/pager.tsx";
import { StatusBadge } from "../../ui/status-badge.tsx";
import pricesStyles from "../../ui/backoffice-prices.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pricesStyles }];
export const meta: Route.MetaFunction = () => [{ title: "Bulk price change | Sellback back office" }];

/** Rows of the preview per page (the apply writes them all). */
const PAGE_SIZE = 100;
const FILTER_FIELDS = ["edition", "category", "manufacturer", "releaseYear"] as const;

/** The filter as query parameters (empty ones left out). */
const filterQuery = (filter: BulkFilter) =>
  new URLSearchParams(
    FILTER_FIELDS.flatMap((k) => (filter[k] === undefined || filter[k] === "" ? [] : [[k, String(filter[k])]])) as [string, string][],
  );

/**
 * A bulk price change (catalog or admin, decision 0087): a GET form with the edition, the filter
 * (category, manufacturer, release year) and a percentage; its answer is the preview of every
 * price that changes, guarded rows marked, 100 a page; the apply under it posts the same input,
 * the preview's basis and the reason. The same core calls as GET and POST /api/backoffice/prices/bulk.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, ...PRICE_ROLES);
  const deps = page.ctx.deps;
  const db = deps.database.db;
  const q = url.searchParams;
  const [categories, manufacturers, years] = await Promise.all([listEditorCategories(db), listEditorManufacturers(db), releaseYears(db)]);
  let errors: FormErrors | null = null;
  let preview: (Omit<BulkPreview, "rows"> & { rows: BulkRow[]; page: number; pages: number }) | null = null;
  if (q.has("percent")) {
    const parsed = parseBulkInput(
      Object.fromEntries(FILTER_FIELDS.map((k) => [k, q.get(k) ?? ""]).concat([["percent", q.get("percent") ?? ""]])),
    );
    if (!parsed.ok) errors = { fields: Object.fromEntries(parsed.errors.map((e) => [e.field, e.message])) };
    else {
      try {
        const all = await previewBulkChange(db, parsed.input, priceGuardSettings(deps.config));
        const pages = Math.max(1, Math.ceil(all.rows.length / PAGE_SIZE));
        const pageNo = Math.min(Math.max(1, Number.parseInt(q.get("page") ?? "1", 10) || 1), pages);
        preview = { ...all, rows: all.rows.slice((pageNo - 1) * PAGE_SIZE, pageNo * PAGE_SIZE), page: pageNo, pages };
      } catch (err) {
        if (!(err instanceof ProblemError)) throw err;
        errors = { form: err.detail ?? `problem.${err.code}` };
      }
    }
  }
  const applied = /^\d{1,5}$/.test(q.get("applied") ?? "") ? Number(q.get("applied")) : null;
  return {
    categories: categories.map((c) => ({ value: c.id, label: c.texts[page.language]?.name ?? c.id })),
    manufacturers: manufacturers.map((m) => ({ value: m.id, label: m.name })),
    years: years.map((y) => ({ value: String(y), label: String(y) })),
    edition: q.get("edition") ?? "de",
    errors,
    preview,
    applied: applied === null ? null : { count: applied, percent: q.get("by") ?? "" },
    guard: priceGuardSettings(deps.config),
  };
}

type ActionResult = { errors: FormErrors };

/** Applies the previewed change: the same core call as POST /api/backoffice/prices/bulk; then back to the filter with a notice. */
export async function action(args: Route.ActionArgs) {
  // a body that is no form (broken multipart) is a 400, not a server error
  const post = await staffFormPost(args, ...PRICE_ROLES).catch((err: unknown) => {
    if (err instanceof TypeError) return null;
    throw err;
  });
  if (!post) return data<ActionResult>({ errors: { form: "problem.bad_request" } }, { status: 400 });
  const { page, staff, form } = post;
  const deps = page.ctx.deps;
  const parsed = parseBulkInput(form);
  if (!parsed.ok)
    return data<ActionResult>({ errors: { fields: Object.fromEntries(parsed.errors.map((e) => [e.field, e.message])) } }, { status: 422 });
  const reason = cleanReason(form.reason)?.slice(0, PRICE_REASON_MAX) ?? null;
  try {
    const done = await applyBulkChange(
      deps.database.db,
      parsed.input,
      (form.basis ?? "").slice(0, 64),
      actorOf(staff, page.ctx.clientKey),
      nowFrom(deps),
      { settings: priceGuardSettings(deps.config), confirmed: isConfirmed(form), reason },
    );
    const next = filterQuery(parsed.input.filter);
    next.set("applied", String(done.applied));
    next.set("by", String(done.percent));
    return redirect(`/prices/bulk?${next}`);
  } catch (err) {
    if (!(err instanceof ProblemError)) throw err;
    // a guarded change without a reason names the field; stale, refused rows and the like say why
    const errors = problemFormErrors(err, { form: detailOrCode });
    return data<ActionResult>({ errors }, { status: err instanceof PriceGuardError ? 422 : err.status });
  }
}

export default function PricesBulk() {
  const t = useT();
  const f = useFormat();
  const { categories, manufacturers, years, edition, preview, applied, guard, ...loaded } = useLoaderData<typeof loader>();
  const posted = useErrorsInWords(useActionData<typeof action>() as ActionResult | undefined);
  const fromLoader = useFormErrors(loaded.errors);
  const errors = posted?.errors ?? fromLoader;
  const busy = useNavigation().state === "submitting";
  const current = useCurrentParam();
  const pageHref = usePageHref("/prices/bulk", { firstPlain: true, drop: ["applied", "by"] });
  const signed = (percent: number) => `${percent > 0 ? "+" : "−"}${f.percent(Math.abs(percent))}`;
  const labels = {
    edition: t("backoffice.prices.edition"),
    category: t("backoffice.prices.bulk.category"),
    manufacturer: t("backoffice.prices.bulk.manufacturer"),
    releaseYear: t("backoffice.prices.bulk.releaseYear"),
    percent: t("backoffice.prices.bulk.percent"),
    reason: t("backoffice.prices.guard.reason"),
  };
  const rule = { step: f.percent(guard.stepPercent), ceiling: f.money(guard.ceilingCents) };
  const counts = preview?.counts;
  return (
    <div className="bo-page">
      <PageHeader back={{ to: "/prices", label: t("backoffice.prices.back") }} title={t("backoffice.prices.bulk.title")} />
      <p className="bo-hint">{t("backoffice.prices.bulk.intro", rule)}</p>
      <p className="bo-hint" id="percent-hint">
        {t("backoffice.prices.bulk.percentHint")}
      </p>
      <Notice data-testid="bulk-applied">
        {applied && !posted
          ? t("backoffice.prices.bulk.applied", { count: applied.count, percent: signed(Number(applied.percent) || 0) })
          : null}
      </Notice>
      <ErrorSummary errors={errors} labels={labels} />

      <FilterBar
        label={t("backoffice.prices.bulk.filters")}
        actions={
          <>
            <button type="submit">{t("backoffice.prices.bulk.preview")}</button>
            <Link to="/prices/bulk" className="bo-link">
              {t("backoffice.prices.bulk.reset")}
            </Link>
          </>
        }
      >
        <div className="field">
          <label htmlFor="edition">{labels.edition}</label>
          <select id="edition" name="edition" defaultValue={edition}>
            <EditionOptions />
          </select>
        </div>
        <FilterSelect name="category" label={labels.category} any={t("backoffice.prices.bulk.any")} options={categories} />
        <FilterSelect name="manufacturer" label={labels.manufacturer} any={t("backoffice.prices.bulk.any")} options={manufacturers} />
        <FilterSelect name="releaseYear" label={labels.releaseYear} any={t("backoffice.prices.bulk.any")} options={years} />
        <Field id="percent" label={labels.percent} error={errors?.fields?.percent}>
          {(a) => (
            <input
              {...a}
              aria-describedby={[a["aria-describedby"], "percent-hint"].filter(Boolean).join(" ")}
              inputMode="decimal"
              autoComplete="off"
              size={8}
              defaultValue={current("percent")}
            />
          )}
        </Field>
      </FilterBar>

      {preview && counts ? (
        <section className="bo-card" aria-labelledby="bulk-preview-heading" data-testid="bulk-preview">
          <h2 id="bulk-preview-heading">
            {t("backoffice.prices.bulk.previewHeading", {
              percent: signed(preview.percent),
              edition: preview.filter.edition.toUpperCase(),
            })}
          </h2>
          <p className="bo-summary" data-testid="bulk-counts">
            {t("backoffice.prices.bulk.counts", {
              rows: counts.rows,
              guarded: counts.guarded,
              refused: counts.refused,
            })}
            {counts.unchanged ? ` ${t("backoffice.prices.bulk.unchanged", { count: counts.unchanged })}` : ""}
          </p>
          {preview.rows.length ? (
            <DataTable
              caption={t("backoffice.prices.bulk.previewHeading", {
                percent: signed(preview.percent),
                edition: preview.filter.edition.toUpperCase(),
              })}
              testId="bulk-rows"
              className="bo-compare"
              stacked
              rows={preview.rows}
              rowKey={(r) => r.deviceId}
              rowAttributes={(r) => ({
                "data-guarded": r.guards.length ? "yes" : "no",
                ...(r.refused ? { "data-refused": r.refused } : {}),
              })}
              columns={[
                {
                  header: t("backoffice.prices.col.device"),
                  rowHeader: true,
                  cell: (r) => (
                    <span>
                      <Link className="bo-link bo-name" to={`/prices/devices/${r.deviceId}`}>
                        {r.name}
                      </Link>
                      <span className="bo-sub bo-mono">
                        #{r.deviceId} {r.slug}
                      </span>
                    </span>
                  ),
                },
                { header: t("backoffice.prices.bulk.col.old"), numeric: true, cell: (r) => f.money(r.oldCents) },
                { header: t("backoffice.prices.bulk.col.new"), numeric: true, cell: (r) => f.money(r.newCents) },
                {
                  header: t("backoffice.prices.bulk.col.check"),
                  cell: (r) =>
                    r.refused ? (
                      <StatusBadge state="rejected" label={t(`backoffice.prices.reason.${r.refused}`)} />
                    ) : r.guards.length ? (
                      <StatusBadge state="guarded" label={r.guards.map((g) => t(`backoffice.prices.bulk.guard.${g}`, rule)).join(", ")} />
                    ) : (
                      "–"
                    ),
                },
              ]}
            />
          ) : null}
          <Pager page={preview.page} pages={preview.pages} href={pageHref} />
          {counts.refused > 0 ? (
            <Notice tone="warn">{t("backoffice.prices.bulk.blockedRefused", { count: counts.refused })}</Notice>
          ) : counts.rows === 0 ? (
            <Notice>{t("backoffice.prices.bulk.nothing")}</Notice>
          ) : (
            <ConfirmStep
              className="bo-apply"
              hiddenIntent
              intent="apply"
              id="bulk-apply"
              text={t("backoffice.prices.bulk.applyHint", {
                count: counts.rows,
                guarded: counts.guarded,
                percent: signed(preview.percent),
                edition: preview.filter.edition.toUpperCase(),
              })}
              button={t("backoffice.prices.bulk.apply", { count: counts.rows })}
              disabled={busy}
            >
              {FILTER_FIELDS.map((k) =>
                preview.filter[k] === undefined ? null : <input key={k} type="hidden" name={k} value={String(preview.filter[k])} />,
              )}
              <input type="hidden" name="percent" value={String(preview.percent)} />
              <input type="hidden" name="basis" value={preview.basis} />
              <input type="hidden" name={CONFIRM_FIELD} value={CONFIRM_VALUE} />
              <Field
                id="reason"
                label={counts.guarded ? t("backoffice.prices.bulk.reasonRequired") : t("backoffice.prices.bulk.reasonOptional")}
                hint={t("backoffice.prices.guard.reasonHint")}
                error={errors?.fields?.reason}
              >
                {(a) => <textarea {...a} rows={2} maxLength={PRICE_REASON_MAX} {...(counts.guarded ? { "aria-required": true } : {})} />}
              </Field>
            </ConfirmStep>
          )}
        </section>
      ) : null}
    </div>
  );
}
