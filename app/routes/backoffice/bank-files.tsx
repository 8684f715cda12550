import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/bank-files";
import {
  CamtFileError,
  importBankFile,
  listBankFiles,
  MAX_BANK_FILE_BYTES,
  openBankEntries,
  resolveBankEntry,
  type BankFileImport,
} from "../../../core/payout/index.server.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { staffActor } from "../../../core/trade/index.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { DataTable } from "../../ui/data-table.tsx";
import { useDateTimeText } from "../../ui/date-time.tsx";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { Notice } from "../../ui/notice.tsx";
import { PageHeader } from "../../ui/page-header.tsx";

import bankStyles from "../../ui/backoffice-bank-files.css?url";
import payoutStyles from "../../ui/backoffice-payouts.css?url";

// the payout pages' styles (inline forms, lists, headings), then this page's own
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: payoutStyles },
  { rel: "stylesheet", href: bankStyles },
];

export const meta: Route.MetaFunction = () => [{ title: "Bank files | Sellback back office" }];

type ActionResult = { errors?: FormErrors; imported?: BankFileImport & { fileName: string } };

/** "10 MB" for the upload hint. */
const sizeText = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Bank files (payout or admin; decision 0113): upload a camt.053/054 file and see what its import
 * did, the entries that matched nothing (resolved with a note) and the files imported so far (by
 * upload and from the watched folder).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "payout");
  const db = page.ctx.deps.database.db;
  const [files, open] = await Promise.all([listBankFiles(db), openBankEntries(db)]);
  return { files, open, maxBytes: MAX_BANK_FILE_BYTES };
}

/**
 * `intent=import` (multipart, part `file`): the same core call as POST /api/backoffice/bank-files;
 * the page shows its answer (the same file again: "nothing changed", as the import answers it).
 * `intent=resolve` (entryId, note): an unmatched entry resolved. A file that cannot be read or is
 * too big is the form's error, and nothing changed.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  assertSameOrigin(request);
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url, "payout");
  const deps = page.ctx.deps;
  const actor = staffActor(staff, "payout", page.ctx.clientKey);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ActionResult>({ errors: { fields: { file: "backoffice.bankPage.error.missing" } } }, { status: 400 });
  }
  try {
    if (form.get("intent") === "resolve") {
      const entryId = Number(form.get("entryId"));
      const note = String(form.get("note") ?? "").trim();
      if (!note)
        return data<ActionResult>({ errors: { fields: { [`note-${entryId}`]: "backoffice.bankPage.open.noteMissing" } } }, { status: 422 });
      await resolveBankEntry(deps.database.db, { entryId, note, staff: actor, now: nowFrom(deps) });
      return redirect("/payouts/bank-files?resolved=1#open-entries");
    }
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0)
      return data<ActionResult>({ errors: { fields: { file: "backoffice.bankPage.error.missing" } } }, { status: 422 });
    if (file.size > MAX_BANK_FILE_BYTES)
      return data<ActionResult>({ errors: { fields: { file: "backoffice.bankPage.error.tooBig" } } }, { status: 413 });
    const fileName = file.name || "bank-file.xml";
    const imported = await importBankFile(deps.database.db, {
      bytes: new Uint8Array(await file.arrayBuffer()),
      fileName,
      source: "upload",
      staff: actor,
      now: nowFrom(deps),
      locale: page.language,
    });
    return { imported: { ...imported, fileName } } satisfies ActionResult;
  } catch (err) {
    if (err instanceof CamtFileError) {
      const tooBig = err.problem === "tooLarge";
      return data<ActionResult>(
        { errors: { fields: { file: tooBig ? "backoffice.bankPage.error.tooBig" : "backoffice.bankPage.error.malformed" } } },
        { status: tooBig ? 413 : 422 },
      );
    }
    if (!(err instanceof ProblemError)) throw err;
    return data<ActionResult>({ errors: { form: err.detail ?? `problem.${err.code}` } }, { status: err.status });
  }
}

export default function BankFiles() {
  const t = useT();
  const f = useFormat();
  const dateTime = useDateTimeText();
  const { files, open, maxBytes } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(useActionData<typeof action>() as ActionResult | undefined);
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state === "submitting";
  const shown = result?.imported ?? null;
  const fileNames = new Map(files.map((file) => [file.id, file.fileName]));
  const labels = {
    file: t("backoffice.bankPage.upload.file"),
    ...Object.fromEntries(open.map((e) => [`note-${e.id}`, t("backoffice.bankPage.open.noteLabel", { amount: f.money(e.amountCents) })])),
  };
  return (
    <div className="bo-page bo-bank-files">
      <PageHeader back={{ to: "/payouts", label: t("backoffice.bankPage.back") }} title={t("backoffice.bankPage.title")} />
      <p className="bo-hint bo-bank-intro">{t("backoffice.bankPage.intro")}</p>
      <Notice>{params.has("resolved") && !result ? t("backoffice.bankPage.open.resolved") : null}</Notice>
      <ErrorSummary errors={result?.errors} labels={labels} />

      <section className="bo-card" aria-labelledby="bank-upload">
        <h2 id="bank-upload">{t("backoffice.bankPage.upload.heading")}</h2>
        <Form method="post" encType="multipart/form-data" noValidate className="bo-bank-upload">
          <input type="hidden" name="intent" value="import" />
          <Field
            id="file"
            label={t("backoffice.bankPage.upload.file")}
            hint={t("backoffice.bankPage.upload.hint", { size: sizeText(maxBytes) })}
            error={result?.errors?.fields?.file}
          >
            {(a) => <input {...a} type="file" accept=".xml,application/xml,text/xml" />}
          </Field>
          <button type="submit" disabled={busy}>
            {t("backoffice.bankPage.upload.button")}
          </button>
        </Form>
      </section>

      {shown ? (
        <section className="bo-card bo-bank-result" aria-labelledby="import-result" data-testid="bank-import-result">
          <h2 id="import-result">
            {t(shown.duplicate ? "backoffice.bankPage.result.headingDuplicate" : "backoffice.bankPage.result.heading", {
              fileName: shown.fileName,
            })}
          </h2>
          <Notice tone="warn" data-testid="bank-duplicate">
            {shown.duplicate ? t("backoffice.bankPage.duplicate") : null}
          </Notice>
          <dl className="bo-facts">
            <dt>{t("backoffice.bankPage.result.format")}</dt>
            <dd className="bo-mono">{shown.format}</dd>
            <dt>{t("backoffice.bankPage.result.entries")}</dt>
            <dd>{shown.entries}</dd>
          </dl>
          {shown.duplicate ? null : (
            <>
              <h3>{t("backoffice.bankPage.result.executed")}</h3>
              {shown.executedRuns.length ? (
                <ul className="bo-payout-list" data-testid="bank-executed">
                  {shown.executedRuns.map((runId) => (
                    <li key={runId}>
                      <Link className="bo-link" to={`/payouts/${runId}`}>
                        {t("backoffice.bankPage.result.run", { runId })}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="bo-empty">{t("backoffice.bankPage.result.executedNone")}</p>
              )}
              <h3>{t("backoffice.bankPage.result.returned")}</h3>
              {shown.returned.length ? (
                <ul className="bo-payout-list" data-testid="bank-returned">
                  {shown.returned.map((r) => (
                    <li key={r.tradeNumber}>
                      <Link className="bo-link" to={`/trades/${r.tradeNumber}`}>
                        {r.tradeNumber}
                      </Link>
                      : {r.reason}
                      <span className="bo-sub">{t("backoffice.bankPage.result.waiting")}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="bo-empty">{t("backoffice.bankPage.result.returnedNone")}</p>
              )}
              {shown.unmatched.length ? (
                <p className="bo-notice bo-notice--warn">
                  <a href="#open-entries">{t("backoffice.bankPage.result.unmatched", { count: shown.unmatched.length })}</a>
                </p>
              ) : null}
            </>
          )}
        </section>
      ) : null}

      <section aria-labelledby="open-entries" data-testid="bank-open">
        <h2 id="open-entries" className="bo-payout-heading">
          {t("backoffice.bankPage.open.heading")}
        </h2>
        {open.length === 0 ? (
          <p className="bo-empty">{t("backoffice.bankPage.open.none")}</p>
        ) : (
          <DataTable
            caption={t("backoffice.bankPage.open.heading")}
            stacked
            rows={open}
            rowKey={(e) => e.id}
            rowAttributes={() => ({ "data-testid": "bank-open-entry" })}
            columns={[
              {
                header: t("backoffice.bankPage.open.amount"),
                numeric: true,
                cell: (e) => (
                  <div>
                    <span className="bo-name">{f.money(e.amountCents)}</span>
                    <span className="bo-sub">
                      {t(e.creditDebit === "CRDT" ? "backoffice.bankPage.open.credit" : "backoffice.bankPage.open.debit")}
                    </span>
                  </div>
                ),
              },
              // the booking date as the bank file gives it (YYYY-MM-DD), as the back office writes dates
              { header: t("backoffice.bankPage.open.date"), cellClassName: "bo-nowrap", cell: (e) => e.bookingDate ?? "–" },
              {
                header: t("backoffice.bankPage.open.reference"),
                rowHeader: true,
                cell: (e) => (
                  <div className="bo-mono bo-bank-ref">
                    <span className="bo-name">{e.bankReference ?? "–"}</span>
                    {e.endToEndId ? <span className="bo-sub">{e.endToEndId}</span> : null}
                  </div>
                ),
              },
              {
                header: t("backoffice.bankPage.open.details"),
                cell: (e) => (
                  <div>
                    {e.counterparty ? <span className="bo-name">{e.counterparty}</span> : null}
                    {e.remittance ? <span className="bo-sub">{e.remittance}</span> : null}
                    {e.info ? <span className="bo-sub">{e.info}</span> : null}
                    {e.note ? <span className="bo-sub">{t(`backoffice.bankFiles.note.${e.note}`)}</span> : null}
                    {fileNames.has(e.fileId) ? (
                      <span className="bo-sub">{t("backoffice.bankPage.open.file", { fileName: fileNames.get(e.fileId)! })}</span>
                    ) : null}
                  </div>
                ),
              },
              {
                header: t("backoffice.bankPage.open.resolve"),
                cellClassName: "bo-bank-resolve",
                cell: (e) => (
                  <Form method="post" className="bo-inline-form">
                    <input type="hidden" name="intent" value="resolve" />
                    <input type="hidden" name="entryId" value={e.id} />
                    <Field
                      id={`note-${e.id}`}
                      name="note"
                      label={t("backoffice.bankPage.open.note")}
                      error={result?.errors?.fields?.[`note-${e.id}`]}
                    >
                      {(a) => <input {...a} type="text" required maxLength={500} autoComplete="off" />}
                    </Field>
                    <button type="submit">{t("backoffice.bankPage.open.button")}</button>
                  </Form>
                ),
              },
            ]}
          />
        )}
      </section>

      <section aria-labelledby="bank-files-list">
        <h2 id="bank-files-list" className="bo-payout-heading">
          {t("backoffice.bankPage.files.heading")}
        </h2>
        {files.length === 0 ? (
          <p className="bo-empty">{t("backoffice.bankPage.files.none")}</p>
        ) : (
          <DataTable
            caption={t("backoffice.bankPage.files.heading")}
            stacked
            rows={files}
            rowKey={(file) => file.id}
            rowAttributes={() => ({ "data-testid": "bank-file" })}
            columns={[
              {
                header: t("backoffice.bankPage.files.name"),
                rowHeader: true,
                cellClassName: "bo-bank-name",
                cell: (file) => file.fileName,
              },
              { header: t("backoffice.bankPage.files.format"), cell: (file) => <span className="bo-mono">{file.format}</span> },
              { header: t("backoffice.bankPage.files.when"), cell: (file) => dateTime(file.importedAt) },
              {
                header: t("backoffice.bankPage.files.by"),
                cell: (file) => (file.source === "folder" ? t("backoffice.bankPage.files.folder") : (file.importedBy ?? "–")),
              },
              {
                header: t("backoffice.bankPage.files.counts"),
                cell: (file) =>
                  t("backoffice.bankPage.files.countsText", {
                    entries: file.entries,
                    executed: file.executedRuns.length,
                    returned: file.returned,
                    unmatched: file.unmatched,
                  }),
              },
            ]}
          />
        )}
      </section>
    </div>
  );
}
