/**
 * What the contact page and the B2B landing page do alike: a plain form the server answers, rendered
 * without hydration (the content-page island, decisions 0050 and 0051), whose post lands on the page
 * and comes back with what was typed when refused.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { pathFor, type EditionId, type PageId } from "../../../core/editions/index.ts";
import { nowFrom, ProblemError, type z } from "../../../core/shared/index.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import { pageContext, type PageContext } from "../../../server/http/page-context.server.ts";
import { islandFor } from "../../islands/assets.server.ts";
import { requireEditionPage } from "../../lib/errors.ts";
import { formErrors } from "../../lib/form-errors.ts";
import { alternatePaths } from "../../lib/meta.ts";

/** The loader basics: the page id, its path, the other editions' paths, `?sent=1` after a post, the island. */
export function leadFormPage<P extends PageId>(edition: EditionId, page: P, url: URL) {
  return {
    page,
    path: pathFor(edition, page),
    alternates: alternatePaths(page, {}),
    sent: url.searchParams.get("sent") === "1",
    island: islandFor("content-page"),
  };
}

/** A core submission (submitContact, submitB2bLead): stores the lead, mails it, enforces the rate limit. */
/** The form's fields: the values' names. */
type Field<V> = Extract<keyof V, string>;
type Deps = PageContext["deps"];
type Submit<T> = (
  db: Deps["database"]["db"],
  mailer: Deps["mailer"],
  origin: string,
  edition: EditionId,
  input: T,
  clientKey: string,
  now: Date,
) => Promise<unknown>;

/**
 * The posted form: `read` takes the values from it, `schema` checks them (refusals as message keys
 * under `prefix`, 422), a rate limit answers `rateLimited` (429); else `submit` and a redirect to
 * the page with `?sent=1` and `hash`.
 */
export async function answerLeadForm<V extends Record<string, unknown>, T>(
  { context, request, url }: { context: Readonly<RouterContextProvider>; request: Request; url: URL },
  form: {
    page: PageId;
    read: (form: FormData) => V;
    schema: z.ZodType<T>;
    prefix: string;
    rateLimited: string;
    submit: Submit<T>;
    hash?: string;
  },
) {
  const { edition, deps, clientKey } = context.get(pageContext);
  requireEditionPage(edition, url);
  const values = form.read(await request.formData());
  const parsed = form.schema.safeParse(values);
  if (!parsed.success)
    return data({ values, errors: formErrors<Field<V>>(parsed.error, [form.prefix]), formError: null as string | null }, { status: 422 });
  try {
    await form.submit(deps.database.db, deps.mailer, mailOrigin(deps.config, edition), edition, parsed.data, clientKey, nowFrom(deps));
  } catch (err) {
    if (err instanceof ProblemError && err.status === 429)
      return data(
        { values, errors: {} as Partial<Record<Field<V>, string>>, formError: form.rateLimited as string | null },
        { status: 429 },
      );
    throw err;
  }
  return redirect(`${pathFor(edition, form.page)}?sent=1${form.hash ?? ""}`);
}
