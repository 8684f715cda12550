/**
 * The back office's content forms (decision 0040): like `formAction`, a problem becomes `{errors}`
 * action data with its status, and here the typed values come back too (so a page rendered
 * without JavaScript shows what was typed) and a refused redirect's `chain`.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { ProblemError, detailOrCode, problemFormErrors, queryOf } from "../../../core/shared/index.ts";
import { SITE_ROLES } from "../../../core/staff/index.ts";
import { siteActor } from "../../../server/api/backoffice/site-actor.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { staffFormPost } from "./staff-form.server.ts";

export interface SiteFormErrors {
  form?: string;
  fields?: Record<string, string>;
  chain?: string[];
}

export async function siteFormAction<T>(values: Record<string, string>, run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof ProblemError)) throw err;
    const chain = Array.isArray(err.extra.chain) ? err.extra.chain.filter((p): p is string => typeof p === "string") : undefined;
    const errors: SiteFormErrors = { ...problemFormErrors(err, { keep: "last", form: detailOrCode }), ...(chain ? { chain } : {}) };
    return data({ errors, values }, { status: err.status });
  }
}

/** A page of the shop's content (pages, redirects, vouchers) opened by a catalog user or admin: its context and database. */
export function openSitePage({ context, url }: Pick<LoaderFunctionArgs, "context" | "url">) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, ...SITE_ROLES);
  return { page, db: page.ctx.deps.database.db };
}

/** A list's filters from the address, read by the API's query schema; filters it refuses show the first page unfiltered. */
export function siteListQuery<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, url: URL) {
  const parsed = schema.safeParse(queryOf(url.searchParams));
  return parsed.success ? parsed.data : { page: 1 };
}

/** A content form sent from our own pages by a catalog user or admin: its fields, the app's parts, the database and the audit's actor. */
export async function siteFormPost(args: Pick<ActionFunctionArgs, "context" | "request" | "url">) {
  const { page, staff, form } = await staffFormPost(args, ...SITE_ROLES);
  const deps = page.ctx.deps;
  return { form, deps, db: deps.database.db, actor: siteActor(staff, page.ctx.clientKey, deps) };
}
