/**
 * A business seller's list in, a quote out (decision 0124): upload a CSV or XLSX file or paste the
 * rows, pick the grade of rows that give none, get the binding quote's page. When the headers do
 * not say which column holds the model, a second step shows the columns with a choice each and
 * posts the table read from the first step again (hidden JSON: nothing is uploaded or typed twice).
 * A multipart form post that works without JavaScript; the page hydrates (account kind).
 */
import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/business-quote-new";
import { createQuote, isBusinessGrade, QUOTE_RATE_LIMITED, volumeTiersFor } from "../../../core/b2b-quote/index.server.ts";
import { parseListFile, parsePastedList, recognizeColumns } from "../../../core/b2b-list/index.server.ts";
import { LIST_FIELDS, type ColumnMap, type ListField, type ListTable } from "../../../core/b2b-list/index.ts";
import { BUSINESS_GRADES, BUSINESS_LIST_MAX_ROWS, pathFor, type BusinessGrade } from "../../../core/editions/index.ts";
import { inputString, nowFrom, ProblemError, z } from "../../../core/shared/index.ts";
import { translator } from "../../../core/shared/index.server.ts";
import { accountSession, redirectWith, respond, type AccountSession } from "../../../server/sessions/shop.server.ts";
import { GradeDefinitions, HowItWorks } from "../../features/business/how-it-works.tsx";
import { LocalizedLink, useT } from "../../i18n/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { ErrorSummary } from "../../ui/form.tsx";
import businessStyles from "../../ui/shop-business.css?url";
import { formPage, pageSession, postedForm } from "./account-form.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: businessStyles }];

/** The grade preselected for rows without one: the middle of the scale, shown with its definition. */
const DEFAULT_GRADE: BusinessGrade = "B";
/** The longest pasted text kept and read (a list of the most rows fits). */
const PASTE_MAX_CHARS = 900_000;
/** The choice "ignore this column" in the mapping step. */
const IGNORE = "ignore";

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { ctx, session } = await pageSession({ context, request, url }, accountSession);
  const t = translator(ctx.locale);
  return respond(session, {
    ...formPage(ctx, "businessQuoteNew", session),
    title: t("business.seller.new.title"),
    description: t("business.seller.new.description"),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? pageMeta(matches, loaderData) : []);

/** The table posted back by the mapping step: the same limits as an upload. */
const tableSchema = z.object({
  format: z.enum(["csv", "xlsx", "ods", "paste"]),
  headers: z.array(inputString({ multiline: true }).max(500)).max(200),
  rows: z
    .array(z.array(inputString({ multiline: true }).max(2000)).max(200))
    .min(1)
    .max(BUSINESS_LIST_MAX_ROWS),
});

/** The problems of reading a list the page words itself; any other refusal shows its own detail key. */
const KNOWN_PROBLEMS = new Set(["list_unreadable", "list_too_long", "list_empty"]);
const isKey = (m: string) => /^[a-z]+(\.[a-zA-Z0-9_]+)+$/.test(m);

function problemKey(err: unknown): { key: string; status: number } {
  if (!(err instanceof ProblemError)) throw err;
  if (err.status === 429) return { key: QUOTE_RATE_LIMITED, status: 429 };
  if (KNOWN_PROBLEMS.has(err.code)) return { key: `business.seller.new.error.${err.code}`, status: err.status };
  return { key: err.detail && isKey(err.detail) ? err.detail : "business.seller.new.error.generic", status: err.status };
}

type Values = { paste: string; defaultGrade: string };
type Mapping = { table: ListTable; columns: Record<number, string> };
type ActionResult = { step: "upload" | "map"; values: Values; errors: Record<string, string>; mapping: Mapping | null };

const answer = (session: AccountSession, result: ActionResult, status: number) => respond(session, result, status);

/** The recognised columns as the mapping step's choices: column index → field (or "ignore"). */
function choicesOf(table: ListTable, columns: ColumnMap): Record<number, string> {
  const out: Record<number, string> = {};
  const width = Math.max(table.headers.length, ...table.rows.slice(0, 5).map((r) => r.length));
  for (let i = 0; i < width; i++) out[i] = IGNORE;
  for (const [field, index] of Object.entries(columns)) if (index !== undefined) out[index] = field;
  return out;
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { ctx, session, form } = await postedForm({ context, request, url }, accountSession);
  const grade = String(form.get("defaultGrade") ?? "");
  const defaultGrade: BusinessGrade = isBusinessGrade(grade) ? grade : DEFAULT_GRADE;
  const values: Values = { paste: String(form.get("paste") ?? "").slice(0, PASTE_MAX_CHARS), defaultGrade };
  let table: ListTable;
  let columns: ColumnMap;
  if (form.get("intent") === "map") {
    // the second step: the table from the first and the seller's choice per column
    let parsed: ReturnType<typeof tableSchema.safeParse>;
    try {
      parsed = tableSchema.safeParse(JSON.parse(String(form.get("table") ?? "")));
    } catch {
      parsed = tableSchema.safeParse(null);
    }
    if (!parsed.success)
      return answer(session, { step: "upload", values, errors: { file: "business.seller.map.error.lost" }, mapping: null }, 422);
    table = parsed.data;
    columns = {};
    const chosen: Record<number, string> = {};
    const width = Math.max(table.headers.length, ...table.rows.slice(0, 5).map((r) => r.length));
    let twice = false;
    for (let i = 0; i < width; i++) {
      const field = String(form.get(`column-${i}`) ?? IGNORE);
      chosen[i] = field;
      if (!(LIST_FIELDS as readonly string[]).includes(field)) continue;
      if (columns[field as ListField] !== undefined) twice = true;
      else columns[field as ListField] = i;
    }
    const error = twice ? "business.seller.map.error.twice" : columns.model === undefined ? "business.seller.map.error.noModel" : null;
    if (error) return answer(session, { step: "map", values, errors: { form: error }, mapping: { table, columns: chosen } }, 422);
  } else {
    const file = form.get("file");
    try {
      if (file instanceof File && file.size > 0) {
        table = await parseListFile(new Uint8Array(await file.arrayBuffer()), file.name, file.type || undefined);
      } else if (values.paste.trim()) {
        table = parsePastedList(values.paste);
      } else {
        return answer(session, { step: "upload", values, errors: { file: "business.seller.new.error.empty" }, mapping: null }, 422);
      }
    } catch (err) {
      const { key, status } = problemKey(err);
      return answer(session, { step: "upload", values, errors: { file: key }, mapping: null }, status);
    }
    columns = recognizeColumns(table.headers);
    // no model column recognised: the seller says which column is which (nothing is read twice)
    if (columns.model === undefined)
      return answer(session, { step: "map", values, errors: {}, mapping: { table, columns: choicesOf(table, columns) } }, 200);
  }
  try {
    const view = await createQuote(ctx.deps.database.db, {
      edition: ctx.edition,
      clientKey: ctx.clientKey,
      now: nowFrom(ctx.deps),
      customerId: session.customerId,
      list: { table, columns },
      defaultGrade,
      // the settings' volume tiers of the edition, as the API reads them
      tiers: volumeTiersFor(ctx.deps.config, ctx.edition),
    });
    return redirectWith(session, pathFor(ctx.edition, "businessQuote", { quote: view.quoteId }));
  } catch (err) {
    const { key, status } = problemKey(err);
    return answer(session, { step: "upload", values, errors: { file: key }, mapping: null }, status);
  }
}

export default function BusinessQuoteNew() {
  const { csrf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const t = useT();
  return (
    <div className="page business business-new">
      <h1>{t("business.seller.new.heading")}</h1>
      <p className="lead">{t("business.seller.new.intro")}</p>
      <div className="business-layout">
        <div className="business-layout__main">
          {result?.step === "map" && result.mapping ? (
            <MappingStep csrf={csrf} result={result} mapping={result.mapping} />
          ) : (
            <UploadStep csrf={csrf} result={result} />
          )}
        </div>
        <aside className="business-layout__side">
          <HowItWorks />
          <GradeDefinitions />
        </aside>
      </div>
    </div>
  );
}

function GradeSelect({ value }: { value: string }) {
  const t = useT();
  return (
    <div className="field">
      <label htmlFor="business-default-grade">{t("business.seller.new.grade.label")}</label>
      <p className="form-hint" id="business-default-grade-hint">
        {t("business.seller.new.grade.hint")}
      </p>
      <select id="business-default-grade" name="defaultGrade" defaultValue={value} aria-describedby="business-default-grade-hint">
        {BUSINESS_GRADES.map((g) => (
          <option key={g} value={g}>
            {t("business.seller.grades.name", { grade: g, title: t(`business.grade.${g}.title`) })}
          </option>
        ))}
      </select>
    </div>
  );
}

function UploadStep({ csrf, result }: { csrf: string; result: ActionResult | undefined }) {
  const t = useT();
  const fileError = result?.errors.file;
  return (
    <section aria-labelledby="business-list-heading" className="business-panel business-upload">
      <h2 id="business-list-heading">{t("business.seller.new.list.heading")}</h2>
      <ErrorSummary
        compact
        title={t("business.seller.new.error.summary")}
        errors={{ fields: fileError ? { "business-file": t(fileError) } : undefined }}
      />
      <Form method="post" encType="multipart/form-data" className="form">
        <input type="hidden" name="csrf" value={csrf} />
        <div className="field">
          <label htmlFor="business-file">{t("business.seller.new.file.label")}</label>
          <p className="form-hint" id="business-file-hint">
            {t("business.seller.new.file.hint", { max: BUSINESS_LIST_MAX_ROWS })}
          </p>
          <input
            type="file"
            id="business-file"
            name="file"
            accept=".csv,.xlsx,.ods,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.oasis.opendocument.spreadsheet"
            aria-describedby={fileError ? "business-file-hint business-file-error" : "business-file-hint"}
            aria-invalid={fileError ? true : undefined}
          />
          {fileError ? (
            <p className="field-error" id="business-file-error">
              {t(fileError, { max: BUSINESS_LIST_MAX_ROWS })}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="business-paste">{t("business.seller.new.paste.label")}</label>
          <p className="form-hint" id="business-paste-hint">
            {t("business.seller.new.paste.hint")}
          </p>
          <textarea
            id="business-paste"
            name="paste"
            rows={6}
            defaultValue={result?.values.paste ?? ""}
            aria-describedby="business-paste-hint"
            spellCheck={false}
          />
        </div>
        <GradeSelect value={result?.values.defaultGrade ?? DEFAULT_GRADE} />
        <p className="form-hint">{t("business.seller.new.privacy")}</p>
        <button type="submit" name="intent" value="upload">
          {t("business.seller.new.submit")}
        </button>
      </Form>
    </section>
  );
}

/** The columns of the table with a choice each, a few values as examples; the table goes back as hidden JSON. */
function MappingStep({ csrf, result, mapping }: { csrf: string; result: ActionResult; mapping: Mapping }) {
  const t = useT();
  const { table, columns } = mapping;
  const indexes = Object.keys(columns)
    .map(Number)
    .sort((a, b) => a - b);
  const formError = result.errors.form;
  return (
    <section aria-labelledby="business-map-heading" className="business-panel business-map">
      <h2 id="business-map-heading">{t("business.seller.map.heading")}</h2>
      <p>{t("business.seller.map.intro", { count: table.rows.length })}</p>
      {formError ? <ErrorSummary compact title={t(formError)} errors={{ form: t(formError) }} /> : null}
      {/* multipart like the upload: the table may be as large as the list was (the upload's body limit, not the form's) */}
      <Form method="post" encType="multipart/form-data" className="form">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="table" value={JSON.stringify(table)} />
        <input type="hidden" name="defaultGrade" value={result.values.defaultGrade} />
        <div className="business-map__columns">
          {indexes.map((i) => {
            const header = table.headers[i]?.trim();
            const samples = table.rows
              .slice(0, 3)
              .map((r) => r[i]?.trim() ?? "")
              .filter(Boolean);
            return (
              <div className="field business-map__column" key={i}>
                <label htmlFor={`column-${i}`}>
                  {header ? t("business.seller.map.column", { n: i + 1, header }) : t("business.seller.map.columnNoHeader", { n: i + 1 })}
                </label>
                {samples.length ? (
                  <p className="form-hint" id={`column-${i}-hint`}>
                    {t("business.seller.map.samples", { values: samples.join(" · ") })}
                  </p>
                ) : null}
                <select
                  id={`column-${i}`}
                  name={`column-${i}`}
                  defaultValue={columns[i] ?? IGNORE}
                  aria-describedby={samples.length ? `column-${i}-hint` : undefined}
                >
                  {[...LIST_FIELDS, IGNORE].map((field) => (
                    <option key={field} value={field}>
                      {t(`business.seller.map.field.${field}`)}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </div>
        <button type="submit" name="intent" value="map">
          {t("business.seller.map.submit")}
        </button>
      </Form>
      <p>
        <LocalizedLink to="businessQuoteNew" reloadDocument>
          {t("business.seller.map.restart")}
        </LocalizedLink>
      </p>
    </section>
  );
}
