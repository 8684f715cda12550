/**
 * What the shop's account form pages (login, registration, password, address, payout account,
 * management, trade lookup) do alike: the page's session, the loader's basics, the posted form
 * with its CSRF check, and the answer when the core refuses (decision 0077).
 */
import type { RouterContextProvider } from "react-router";
import { pathFor, type PageId } from "../../../core/editions/index.ts";
import { pageContext, type PageContext } from "../../../server/http/page-context.server.ts";
import { redirectWith, requireCsrf, respond, type AccountSession } from "../../../server/sessions/shop.server.ts";
import { problemResult } from "../../features/account/errors.ts";
import { requireEditionPage } from "../../lib/errors.ts";
import { alternatePaths } from "../../lib/meta.ts";

interface PageArgs {
  context: Readonly<RouterContextProvider>;
  request: Request;
  url: URL;
}

/** The page's context and session, opened by `open` (`accountSession`, or `loggedInSession` for a signed-in customer). */
export async function pageSession<S extends AccountSession>(
  { context, request, url }: PageArgs,
  open: (ctx: PageContext, request: Request) => Promise<S>,
) {
  const ctx = context.get(pageContext);
  requireEditionPage(ctx.edition, url);
  return { ctx, session: await open(ctx, request) };
}

/** The same for an action, with the posted form whose CSRF field was checked. */
export async function postedForm<S extends AccountSession>(args: PageArgs, open: (ctx: PageContext, request: Request) => Promise<S>) {
  const opened = await pageSession(args, open);
  const form = await args.request.formData();
  requireCsrf(opened.session, form);
  return { ...opened, form };
}

/** A form page's loader basics: its page id, path, the other editions' paths and the CSRF token. */
export function formPage<P extends PageId>(ctx: PageContext, page: P, session: AccountSession) {
  return { page, path: pathFor(ctx.edition, page), alternates: alternatePaths(page, {}), csrf: session.csrf };
}

/** The core refused (a ProblemError): the form again with what was typed and the errors. */
export function refused(session: AccountSession, values: Record<string, string>, err: unknown) {
  const r = problemResult(err);
  return respond(session, { values, errors: r.errors, formError: r.formError }, r.status);
}

/** The core's change, then on to `to`; when the core refuses, the form again with what was typed. */
export async function changeThen(session: AccountSession, values: Record<string, string>, to: string, change: () => Promise<unknown>) {
  try {
    await change();
  } catch (err) {
    return refused(session, values, err);
  }
  return redirectWith(session, to);
}
