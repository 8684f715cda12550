import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/prices";
import { type EditionId } from "../../../core/editions/index.ts";
import { DIFF_KINDS, type DiffKind } from "../../../core/pricing-admin/index.ts";
import {
  applyPriceImport,
  isEdition,
  priceImportOf,
  PriceFileError,
  previewPriceImport,
} from "../../../core/pricing-admin/index.server.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { actorOf } from "../../../server/api/backoffice/prices.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { DataTable } from "../../ui/data-table.tsx";
import { StatusBadge } from "../../ui/status-badge.tsx";
import { Pager } from "../../ui/pager.tsx";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { ConfirmStep } from "../../ui/confirm-step.tsx";
import { CountNav, EditionOptions } from "../../ui/list-page.tsx";
import { PRICE_ROLES } from "../../../core/staff/index.ts";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Prices | Sellback back office" }];

const editionOf = (raw: string | null): EditionId => (isEdition(raw) ? raw : "de");
const kindOf = (raw: string | null): DiffKind | undefined =>
  (DIFF_KINDS as readonly string[]).includes(raw ?? "") ? (raw as DiffKind) : undefined;

/**
 * Prices (catalog or admin, decision 0038): pick an edition, download its CSV, upload a changed
 * one, look at the stored preview (`?import=`, rows per kind, 100 a page) and confirm it.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, ...PRICE_ROLES);
  const edition = editionOf(url.searchParams.get("edition"));
  const importId = url.searchParams.get("import");
  const kind = kindOf(url.searchParams.get("kind"));
  const pageNo = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const preview = importId ? await priceImportOf(page.ctx.deps.database.db, importId, { kind, page: pageNo }) : null;
  return { edition: preview?.edition ?? edition, preview, kind: kind ?? null, justApplied: url.searchParams.get("applied") === "1" };
}

type ActionResult = { errors: FormErrors };

/** Upload (multipart, part `file`) → stored preview; apply → the same core call as POST …/imports/{id}/apply. */
export async function action({ context, request, url }: Route.ActionArgs) {
  assertSameOrigin(request);
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url, ...PRICE_ROLES);
  const deps = page.ctx.deps;
  const actor = actorOf(staff, page.ctx.clientKey);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ActionResult>({ errors: { fields: { file: "backoffice.prices.fileError.missing" } } }, { status: 400 });
  }
  const intent = form.get("intent");
  try {
    if (intent === "apply") {
      const id = String(form.get("importId") ?? "");
      const done = await applyPriceImport(deps.database.db, id, actor, nowFrom(deps));
      return redirect(`/prices?edition=${done.edition}&import=${encodeURIComponent(done.id)}&applied=1`);
    }
    const edition = form.get("edition");
    const file = form.get("file");
    if (!isEdition(edition)) return data<ActionResult>({ errors: { fields: { edition: "validation.invalid" } } }, { status: 422 });
    if (!(file instanceof File) || file.size === 0)
      return data<ActionResult>({ errors: { fields: { file: "backoffice.prices.fileError.missing" } } }, { status: 422 });
    const preview = await previewPriceImport(
      deps.database.db,
      edition,
      new Uint8Array(await file.arrayBuffer()),
      actor,
      nowFrom(deps),
      file.name || null,
    );
    return redirect(`/prices?edition=${edition}&import=${encodeURIComponent(preview.id)}`);
  } catch (err) {
    if (err instanceof PriceFileError)
      return data<ActionResult>({ errors: { fields: { file: `backoffice.prices.fileError.${err.fileError.code}` } } }, { status: 422 });
    if (err instanceof ProblemError)
      return data<ActionResult>({ errors: { form: err.detail ?? `problem.${err.code}` } }, { status: err.status });
    throw err;
  }
}

export default function Prices() {
  const t = useT();
  const f = useFormat();
  const { edition, preview, kind, justApplied } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(useActionData<typeof action>() as ActionResult | undefined);
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state === "submitting";
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    next.delete("applied");
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    return `/prices?${next}`;
  };
  const money = (cents: number | null) => (cents === null ? "–" : f.money(cents));
  const toApply = preview ? preview.counts.changed + preview.counts.new : 0;
  return (
    <div className="bo-page">
      <h1>{t("backoffice.prices.title")}</h1>
      <p className="bo-hint">{t("backoffice.prices.intro")}</p>
      <p>
        <Link to="/prices/bulk" className="bo-link" data-testid="bulk-link">
          {t("backoffice.prices.bulk.link")}
        </Link>
      </p>
      <ErrorSummary errors={result?.errors} labels={{ file: t("backoffice.prices.file"), edition: t("backoffice.prices.edition") }} />

      <Form method="get" className="bo-filters" aria-label={t("backoffice.prices.edition")}>
        <div className="field">
          <label htmlFor="pick-edition">{t("backoffice.prices.edition")}</label>
          <select id="pick-edition" name="edition" defaultValue={edition} key={edition}>
            <EditionOptions />
          </select>
        </div>
        <div className="bo-filter-actions">
          <button type="submit" className="secondary">
            {t("backoffice.prices.choose")}
          </button>
        </div>
      </Form>

      <div className="bo-columns">
        <section className="bo-card" aria-labelledby="export-heading">
          <h2 id="export-heading">{t("backoffice.prices.exportHeading")}</h2>
          <p>
            <a className="bo-link" href={`/prices/export?edition=${edition}`} download={`prices-${edition}.csv`} data-testid="price-export">
              {t("backoffice.prices.exportLink", { edition: edition.toUpperCase() })}
            </a>
          </p>
        </section>
        <section className="bo-card" aria-labelledby="import-heading">
          <h2 id="import-heading">{t("backoffice.prices.importHeading")}</h2>
          <Form method="post" encType="multipart/form-data" noValidate>
            <input type="hidden" name="intent" value="upload" />
            <input type="hidden" name="edition" value={edition} />
            <Field
              id="file"
              label={`${t("backoffice.prices.file")} · ${edition.toUpperCase()}`}
              hint={t("backoffice.prices.fileHint")}
              error={result?.errors?.fields?.file}
            >
              {(a) => <input {...a} type="file" accept=".csv,text/csv" />}
            </Field>
            <button type="submit" disabled={busy}>
              {t("backoffice.prices.upload")}
            </button>
          </Form>
        </section>
      </div>

      {preview ? (
        <section className="bo-card" aria-labelledby="preview-heading" data-testid="price-preview">
          <h2 id="preview-heading">
            {t("backoffice.prices.previewHeading", { file: preview.fileName ?? t("backoffice.prices.previewUnnamed") })}
          </h2>
          <p className="bo-summary">
            {t("backoffice.prices.previewMeta", {
              staff: preview.staffEmail ?? "–",
              at: preview.createdAt.replace("T", " ").slice(0, 16),
              edition: preview.edition.toUpperCase(),
            })}
          </p>
          {preview.appliedAt ? (
            <p className="bo-notice" role="status" data-testid="price-applied">
              {justApplied
                ? t("backoffice.prices.applied", { at: preview.appliedAt.replace("T", " ").slice(0, 16), count: toApply })
                : t("backoffice.prices.appliedBefore", { at: preview.appliedAt.replace("T", " ").slice(0, 16) })}
            </p>
          ) : null}
          <CountNav
            label={t("backoffice.prices.counts")}
            items={[
              {
                key: "",
                to: withParams({ kind: null, page: null }),
                label: t("backoffice.prices.kind.all"),
                count: preview.counts.total,
                current: kind === null,
              },
              ...DIFF_KINDS.map((k) => ({
                key: k,
                to: withParams({ kind: k, page: null }),
                label: t(`backoffice.prices.kind.${k}`),
                count: preview.counts[k],
                current: kind === k,
                attributes: { "data-kind": k },
              })),
            ]}
          />
          <p className="bo-summary">{t("backoffice.prices.rowsShown", { shown: preview.shown })}</p>
          {preview.rows.length ? (
            <DataTable
              caption={t("backoffice.prices.previewHeading", { file: preview.fileName ?? t("backoffice.prices.previewUnnamed") })}
              testId="price-diff"
              rows={preview.rows}
              rowKey={(r) => r.line}
              rowAttributes={(r) => ({ "data-kind": r.kind })}
              columns={[
                { header: t("backoffice.prices.col.line"), numeric: true, cell: (r) => r.line },
                {
                  header: t("backoffice.prices.col.device"),
                  cell: (r) => (
                    <>
                      {r.deviceId !== null && r.kind !== "unknown" ? (
                        <Link className="bo-link bo-name" to={`/prices/devices/${r.deviceId}`}>
                          {r.name}
                        </Link>
                      ) : (
                        <span className="bo-name">{r.name || "–"}</span>
                      )}
                      <span className="bo-sub bo-mono">
                        #{r.deviceIdText || "–"} {r.slug}
                      </span>
                    </>
                  ),
                },
                {
                  header: t("backoffice.prices.col.result"),
                  cell: (r) => <StatusBadge state={r.kind} label={t(`backoffice.prices.kind.${r.kind}`)} />,
                },
                { header: t("backoffice.prices.col.old"), numeric: true, cell: (r) => money(r.oldCents) },
                { header: t("backoffice.prices.col.new"), numeric: true, cell: (r) => money(r.newCents) },
                {
                  header: t("backoffice.prices.col.difference"),
                  numeric: true,
                  cell: (r) =>
                    r.oldCents !== null && r.newCents !== null && r.newCents !== r.oldCents
                      ? `${r.newCents > r.oldCents ? "+" : "−"}${f.money(Math.abs(r.newCents - r.oldCents))}`
                      : "",
                },
                { header: t("backoffice.prices.col.reason"), cell: (r) => (r.reason ? t(`backoffice.prices.reason.${r.reason}`) : "") },
              ]}
            />
          ) : null}
          <Pager page={preview.page} pages={preview.pages} href={(p) => withParams({ page: p === 1 ? null : String(p) })} />
          {preview.appliedAt ? null : preview.counts.rejected > 0 ? (
            <p className="bo-notice bo-notice--warn" role="status">
              {t("backoffice.prices.blockedRejected", { count: preview.counts.rejected })}
            </p>
          ) : toApply === 0 ? (
            <p className="bo-notice" role="status">
              {t("backoffice.prices.nothingToApply")}
            </p>
          ) : (
            <ConfirmStep
              className="bo-apply"
              hiddenIntent
              intent="apply"
              id="apply"
              text={t("backoffice.prices.applyHint")}
              button={t("backoffice.prices.apply", { count: toApply })}
              disabled={busy}
            >
              <input type="hidden" name="importId" value={preview.id} />
            </ConfirmStep>
          )}
        </section>
      ) : null}
    </div>
  );
}
