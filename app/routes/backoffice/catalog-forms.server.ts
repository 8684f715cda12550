/**
 * The catalog editor's form actions (decision 0039): a problem (validation, a taken slug, an unknown
 * parent) becomes `{errors}` action data with its status; field paths of the API ("texts.de.name")
 * become the forms' element ids ("texts-de-name"), so the error summary links to each field.
 */
import { data, redirect } from "react-router";
import {
  createEditorManufacturer,
  createEditorSeries,
  updateEditorManufacturer,
  updateEditorSeries,
  type EditorActor,
} from "../../../core/catalog-admin/index.server.ts";
import {
  manufacturerCreateSchema,
  manufacturerUpdateSchema,
  seriesCreateSchema,
  seriesUpdateSchema,
} from "../../../core/catalog-admin/index.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import type { EditionId } from "../../../core/editions/index.ts";
import { EDITIONS } from "../../../core/editions/index.ts";
import { nowFrom, ProblemError, detailOrCode, problemFormErrors } from "../../../core/shared/index.ts";
import { requireStaffPage, staffPageContext, type StaffPage } from "../../../server/sessions/backoffice.server.ts";
import { formObject } from "../../../server/http/form-action.server.ts";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";
import type { StaffContext } from "../../../core/staff/index.server.ts";

export const fieldId = (path: string) => path.replace(/\./g, "-");

/**
 * `rename` maps an error's field id to the form's element (e.g. "searchTerms-3" → "searchTerms");
 * `values` (what was sent) go back with the errors, so a page rendered without JavaScript shows
 * them again instead of the stored ones.
 */
export async function editorAction<T>(run: () => Promise<T>, rename: (id: string) => string = (id) => id, values?: Record<string, string>) {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof ProblemError)) throw err;
    const errors = problemFormErrors(err, { keep: "last", field: (path) => rename(fieldId(path)), form: detailOrCode });
    return data({ errors, ...(values ? { values } : {}) }, { status: err.status });
  }
}

/**
 * A manufacturer's or series' form sent: a new one is created and the editor goes to its page
 * (`?saved=1`), an existing one (`id`) is saved in place; the page texts' error ids lose their
 * edition prefix ("texts-de-content" → "content").
 */
export function createOrSave(
  id: string | undefined,
  form: Record<string, string>,
  edition: EditionId,
  create: () => Promise<string>,
  save: (id: string) => Promise<unknown>,
) {
  const rename = (field: string) => field.replace(/^texts-[a-z]+-/, "");
  if (id === undefined) return editorAction(async () => redirect(`${await create()}?saved=1&edition=${edition}`), rename, form);
  return editorAction(
    async () => {
      await save(id);
      return { saved: true };
    },
    rename,
    form,
  );
}

/** An editor page opened by a catalog user (or admin): the page's context, the database and the edition of the texts shown. */
export function openEditorPage(context: { get: (key: typeof staffPageContext) => StaffPage }, url: URL) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "catalog");
  return { page, db: page.ctx.deps.database.db, edition: editionOf(url.searchParams.get("edition")) };
}

type Db = StaffPage["ctx"]["deps"]["database"]["db"];

/** The page texts from a posted form, for `texts[edition]` of the editor's input. */
export const pageTextsOf = (form: Record<string, string>) => ({
  content: form.content ?? "",
  metaDescription: form.metaDescription ?? "",
  metaKeywords: form.metaKeywords ?? "",
});

/**
 * The two kinds edited by name, slug and page texts: where a new one's page is, the fields only it
 * has, and the core calls that create and save it (parsing the input with their schema).
 */
const NAMED_KINDS = {
  manufacturer: {
    path: "/catalog/manufacturers",
    more: (): Record<string, unknown> => ({}),
    create: (db: Db, input: unknown, actor: EditorActor) => createEditorManufacturer(db, parseWith(manufacturerCreateSchema, input), actor),
    update: (db: Db, id: string, input: unknown, actor: EditorActor) =>
      updateEditorManufacturer(db, id, parseWith(manufacturerUpdateSchema, input), actor),
  },
  series: {
    path: "/catalog/series",
    more: (form: Record<string, string>): Record<string, unknown> => ({
      categoryId: form.categoryId ?? "",
      manufacturerId: form.manufacturerId ?? "",
      top: form.top === "on",
    }),
    create: (db: Db, input: unknown, actor: EditorActor) => createEditorSeries(db, parseWith(seriesCreateSchema, input), actor),
    update: (db: Db, id: string, input: unknown, actor: EditorActor) =>
      updateEditorSeries(db, id, parseWith(seriesUpdateSchema, input), actor),
  },
} as const;

/**
 * A manufacturer's or series' form sent: its name, slug and the edition's page texts with the
 * fields only its kind has, created (the editor goes to its page) or saved in place (`id`).
 */
export async function saveNamedEditor(
  args: { context: { get: (key: typeof staffPageContext) => StaffPage }; request: Request; url: URL },
  kind: keyof typeof NAMED_KINDS,
  id: string | undefined,
) {
  const calls = NAMED_KINDS[kind];
  const { db, form, actor, edition } = await openEditorForm(args.context, args.request, args.url);
  const input = { name: form.name ?? "", slug: form.slug ?? "", ...calls.more(form), texts: { [edition]: pageTextsOf(form) } };
  return createOrSave(
    id,
    form,
    edition,
    async () => `${calls.path}/${(await calls.create(db, input, actor)).id}`,
    (existing) => calls.update(db, existing, input, actor),
  );
}

/** An editor form sent by a catalog user (or admin) from our own origin: the database, the fields, the actor and the edition. */
export async function openEditorForm(context: { get: (key: typeof staffPageContext) => StaffPage }, request: Request, url: URL) {
  assertSameOrigin(request);
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url, "catalog");
  const form = formObject(await request.formData());
  return { page, db: page.ctx.deps.database.db, form, actor: editorActor(page, staff), edition: editionOf(form.edition) };
}

export function editorActor(page: StaffPage, staff: StaffContext): EditorActor {
  return { staffId: staff.staff.id, staffEmail: staff.staff.email, clientKey: page.ctx.clientKey ?? null, now: nowFrom(page.ctx.deps) };
}

/** A form's number: blank → undefined (the schema says it is missing), else Number (NaN is refused by the schema). */
export const formNumber = (value: string | undefined) => (value === undefined || value.trim() === "" ? undefined : Number(value.trim()));

/** The edition a text form edits (`?edition=` or the form's field); English by default. */
export const editionOf = (value: string | null | undefined): EditionId =>
  (EDITIONS as readonly string[]).includes(value ?? "") ? (value as EditionId) : "en";

/** Search terms as typed: words separated by spaces, commas or lines. */
export const termsOf = (value: string | undefined) => (value ?? "").split(/[\s,]+/).filter(Boolean);

/**
 * Euros as typed ("25", "25.50", "25,5") → cents; anything else → NaN (the effect schema refuses it
 * with the deduction's message).
 */
export function euroCents(value: string | undefined): number {
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec((value ?? "").trim());
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}
