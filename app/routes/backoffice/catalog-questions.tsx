import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/catalog-questions";
import {
  getEditorDevice,
  getEditorQuestion,
  listEditorCategories,
  listEditorQuestions,
  updateEditorQuestion,
  type EditorQuestion,
} from "../../../core/catalog-admin/index.server.ts";
import { questionUpdateSchema } from "../../../core/catalog-admin/index.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { editionOf, editorAction, editorActor, euroCents, formNumber } from "./catalog-forms.server.ts";
import { formObject } from "../../../server/http/form-action.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { CatalogNav, EditionPicker } from "../../features/backoffice/catalog-bits.tsx";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { DataTable } from "../../ui/data-table.tsx";
import { InputField, SelectField } from "../../ui/input-field.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import catalogStyles from "../../ui/backoffice-catalog.css?url";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogStyles }];
export const meta: Route.MetaFunction = () => [{ title: "Condition questions | Sellback back office" }];

/**
 * The condition questions of a category (`?category=`, shared by its devices) or of one device
 * (`?device=`, its own replace the category's), with each answer's effect and one edition's texts
 * (catalog or admin). New questions and answers come through the API (every edition's texts at once).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "catalog");
  const db = page.ctx.deps.database.db;
  const categories = (await listEditorCategories(db)).map((c) => ({ id: c.id, name: c.texts[page.language]?.name ?? c.id }));
  const edition = editionOf(url.searchParams.get("edition"));
  const deviceParam = url.searchParams.get("device");
  if (deviceParam !== null) {
    if (!/^[1-9]\d{0,8}$/.test(deviceParam)) throw pageNotFound(url.pathname, "noEntity");
    const device = await getEditorDevice(db, Number(deviceParam));
    if (!device) throw pageNotFound(url.pathname, "noEntity");
    return {
      categories,
      edition,
      category: null,
      device: { id: device.id, name: device.name, categoryId: device.categoryId },
      questions: await listEditorQuestions(db, { deviceId: device.id }),
    };
  }
  const category = categories.find((c) => c.id === url.searchParams.get("category")) ?? categories[0]!;
  return {
    categories,
    edition,
    category: category.id,
    device: null,
    questions: await listEditorQuestions(db, { categoryId: category.id }),
  };
}

/** Effect of one answer as the form sends it: kind, and a multiplier or euros. */
function effectOf(kind: string | undefined, value: string | undefined) {
  if (kind === "multiplier") return { kind, value: formNumber(value?.replace(",", ".")) };
  if (kind === "deduction") return { kind, cents: euroCents(value) };
  return { kind: kind ?? "" };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  assertSameOrigin(request);
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url, "catalog");
  const db = page.ctx.deps.database.db;
  const form = formObject(await request.formData());
  const edition = editionOf(form.edition);
  const id = Number(form.questionId);
  const question = Number.isInteger(id) && id > 0 ? await getEditorQuestion(db, id) : null;
  if (!question) throw pageNotFound(url.pathname, "noEntity");
  const p = (name: string) => `q${id}-${name}`;
  const rename = (field: string) => {
    // answers-<index>-… (input order) or answers-<code>-… (completeness) → the answer's row
    const m = /^answers-([^-]+)-(.*)$/.exec(field);
    if (!m) return p(field.replace(/^texts-[a-z]+-/, ""));
    const answer = /^\d+$/.test(m[1]!) ? question.answers[Number(m[1])] : question.answers.find((a) => a.code === m[1]);
    if (!answer) return p("answers");
    const rest = m[2]!;
    const part = rest.startsWith("effect")
      ? rest === "effect-kind"
        ? "kind"
        : "value"
      : rest.endsWith("noOfferReason")
        ? "reason"
        : rest.endsWith("finding")
          ? "finding"
          : rest.endsWith("help")
            ? "help"
            : rest.endsWith("text")
              ? "text"
              : "sortOrder";
    return `a${answer.id}-${part}`;
  };
  return editorAction(async () => {
    const input = parseWith(questionUpdateSchema, {
      sortOrder: formNumber(form[p("sortOrder")]),
      texts: { [edition]: { question: form[p("question")] ?? "", description: form[p("description")] ?? "" } },
      answers: question.answers.map((a) => ({
        id: a.id,
        sortOrder: formNumber(form[`a${a.id}-sortOrder`]),
        effect: effectOf(form[`a${a.id}-kind`], form[`a${a.id}-value`]),
        texts: {
          [edition]: {
            text: form[`a${a.id}-text`] ?? "",
            help: form[`a${a.id}-help`] ?? "",
            noOfferReason: form[`a${a.id}-reason`] || null,
            finding: form[`a${a.id}-finding`] || null,
          },
        },
      })),
    });
    await updateEditorQuestion(db, id, input, editorActor(page, staff));
    return { saved: id };
  }, rename);
}

const SORT_ORDER = { type: "number", inputMode: "numeric", min: 0, max: 10000 } as const;
const EFFECT_KINDS = ["multiplier", "deduction", "noOffer"] as const;

/** An answer's texts in one edition: the form's field (`a<id>-<part>`), its label (a message), the stored text and its limit. */
const ANSWER_TEXTS = [
  { part: "text", label: "answerText", text: "text", maxLength: 200 },
  { part: "help", label: "help", text: "help", maxLength: 500 },
  { part: "reason", label: "noOfferReason", text: "noOfferReason", maxLength: 500 },
  { part: "finding", label: "finding", text: "finding", maxLength: 500 },
] as const;

function effectValue(q: EditorQuestion["answers"][number]) {
  if (q.effect.kind === "multiplier") return String(q.effect.value);
  if (q.effect.kind === "deduction") return (q.effect.cents / 100).toFixed(2);
  return "";
}

export default function CatalogQuestions() {
  const t = useT();
  const f = useFormat();
  const { categories, edition, category, device, questions } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(useActionData<typeof action>() as { errors?: FormErrors; saved?: number } | undefined);
  const e = (id: string) => result?.errors?.fields?.[id];
  const editionName = t(`backoffice.catalog.edition.${edition}`);
  const labels: Record<string, string> = {};
  for (const q of questions) {
    const name = q.texts[edition]?.question ?? q.code;
    Object.assign(labels, {
      [`q${q.id}-sortOrder`]: `${name}: ${t("backoffice.catalog.sortOrder")}`,
      [`q${q.id}-question`]: `${name}: ${t("backoffice.catalog.questionText")}`,
      [`q${q.id}-description`]: `${name}: ${t("backoffice.catalog.description")}`,
      [`q${q.id}-answers`]: name,
    });
    for (const a of q.answers) {
      const an = `${name} / ${a.texts[edition]?.text ?? a.code}`;
      Object.assign(labels, {
        [`a${a.id}-sortOrder`]: `${an}: ${t("backoffice.catalog.sortOrder")}`,
        [`a${a.id}-kind`]: `${an}: ${t("backoffice.catalog.effect")}`,
        [`a${a.id}-value`]: `${an}: ${t("backoffice.catalog.effectValue")}`,
        ...Object.fromEntries(ANSWER_TEXTS.map((x) => [`a${a.id}-${x.part}`, `${an}: ${t(`backoffice.catalog.${x.label}`)}`])),
      });
    }
  }
  const keep: Record<string, string> = device ? { device: String(device.id) } : { category: category ?? "" };
  return (
    <div className="bo-page">
      <h1>{device ? t("backoffice.catalog.deviceQuestionsTitle", { name: device.name }) : t("backoffice.catalog.questionsTitle")}</h1>
      <CatalogNav />
      {device ? (
        <p>
          <Link className="bo-link" to={`/catalog/devices/${device.id}`}>
            ← {device.name}
          </Link>
        </p>
      ) : (
        <nav aria-label={t("backoffice.catalog.categories")} className="bo-states">
          <ul>
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={`/catalog/questions?category=${c.id}&edition=${edition}`} aria-current={c.id === category ? "page" : undefined}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="bo-hint">{t("backoffice.catalog.questionsHint")}</p>
      {result?.saved ? (
        <p className="bo-notice" role="status">
          {t("backoffice.catalog.saved")}
        </p>
      ) : null}
      <ErrorSummary errors={result?.errors} labels={labels} />
      <EditionPicker edition={edition} keep={keep} />
      {questions.length === 0 ? (
        <p className="bo-empty">
          {device ? (
            <>
              {t("backoffice.catalog.usesCategoryQuestions")}{" "}
              <Link className="bo-link" to={`/catalog/questions?category=${device.categoryId}`}>
                {t("backoffice.catalog.categoryQuestions")}
              </Link>
            </>
          ) : (
            t("backoffice.catalog.noQuestions")
          )}
        </p>
      ) : null}
      {questions.map((q) => (
        <Form method="post" noValidate key={`${q.id}-${edition}`} className="bo-card" aria-labelledby={`q${q.id}-title`}>
          <h2 id={`q${q.id}-title`}>
            {q.texts[edition]?.question ?? q.code} {/* the catalog's identifier (price files and imports name it): data, not words */}
            <span className="bo-sub bo-mono" translate="no">
              {q.code}
            </span>
          </h2>
          <input type="hidden" name="questionId" value={q.id} />
          <input type="hidden" name="edition" value={edition} />
          <div className="bo-form-grid">
            <InputField
              id={`q${q.id}-sortOrder`}
              label={t("backoffice.catalog.sortOrder")}
              error={e(`q${q.id}-sortOrder`)}
              input={{ ...SORT_ORDER, defaultValue: q.sortOrder }}
            />
            <InputField
              id={`q${q.id}-question`}
              label={t("backoffice.catalog.questionTextIn", { edition: editionName })}
              error={e(`q${q.id}-question`)}
              input={{ defaultValue: q.texts[edition]?.question ?? "", maxLength: 300 }}
            />
            <div className="field--wide">
              <Field
                id={`q${q.id}-description`}
                label={t("backoffice.catalog.descriptionIn", { edition: editionName })}
                error={e(`q${q.id}-description`)}
              >
                {(a) => <textarea {...a} defaultValue={q.texts[edition]?.description ?? ""} rows={2} />}
              </Field>
            </div>
          </div>
          <DataTable
            caption={t("backoffice.catalog.answersOf", { question: q.texts[edition]?.question ?? q.code })}
            className="bo-answers-table"
            rows={q.answers}
            rowKey={(a) => a.id}
            rowAttributes={(a) => ({ "data-answer": a.code })}
            columns={[
              {
                header: t("backoffice.catalog.answer"),
                rowHeader: true,
                cellClassName: "bo-mono",
                cell: (a) => (
                  <>
                    <span translate="no">{a.code}</span>
                    <span className="bo-sub">
                      {a.effect.kind === "multiplier"
                        ? `× ${f.number(a.effect.value)}`
                        : a.effect.kind === "deduction"
                          ? `− ${f.money(a.effect.cents)}`
                          : t("backoffice.catalog.effect.noOffer")}
                    </span>
                  </>
                ),
              },
              {
                header: t("backoffice.catalog.sortOrder"),
                cell: (a) => (
                  <InputField
                    id={`a${a.id}-sortOrder`}
                    label={t("backoffice.catalog.sortOrder")}
                    error={e(`a${a.id}-sortOrder`)}
                    input={{ ...SORT_ORDER, defaultValue: a.sortOrder }}
                  />
                ),
              },
              {
                header: t("backoffice.catalog.effect"),
                cell: (a) => (
                  <>
                    <SelectField
                      id={`a${a.id}-kind`}
                      label={t("backoffice.catalog.effectKind")}
                      error={e(`a${a.id}-kind`)}
                      select={{ defaultValue: a.effect.kind }}
                      options={EFFECT_KINDS.map((k) => ({ value: k, label: t(`backoffice.catalog.effect.${k}`) }))}
                    />
                    <InputField
                      id={`a${a.id}-value`}
                      label={t("backoffice.catalog.effectValue")}
                      hint={t("backoffice.catalog.effectValueHint")}
                      error={e(`a${a.id}-value`)}
                      input={{ inputMode: "decimal", className: "bo-effect-value", defaultValue: effectValue(a), autoComplete: "off" }}
                    />
                  </>
                ),
              },
              {
                header: t("backoffice.catalog.textsIn", { edition: editionName }),
                cell: (a) =>
                  ANSWER_TEXTS.map((x) => (
                    <InputField
                      key={x.part}
                      id={`a${a.id}-${x.part}`}
                      label={t(`backoffice.catalog.${x.label}`)}
                      error={e(`a${a.id}-${x.part}`)}
                      input={{ className: "bo-answer-text", defaultValue: a.texts[edition]?.[x.text] ?? "", maxLength: x.maxLength }}
                    />
                  )),
              },
            ]}
          />
          <button type="submit">{t("backoffice.catalog.saveQuestion")}</button>
        </Form>
      ))}
    </div>
  );
}
