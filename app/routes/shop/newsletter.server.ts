import { data, type RouterContextProvider } from "react-router";
import { editions, pathFor, type PageId } from "../../../core/editions/index.ts";
import { subscribe } from "../../../core/newsletter/index.server.ts";
import { subscribeSchema } from "../../../core/newsletter/index.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import { pageContext, type PageContext } from "../../../server/http/page-context.server.ts";
import { pageNotFound } from "../../lib/errors.ts";
import { formErrors } from "../../lib/form-errors.ts";
import { alternatePaths } from "../../lib/meta.ts";

/** The page context of a newsletter page: such pages exist only in the editions with a newsletter (else 404). */
export function newsletterContext(context: Readonly<RouterContextProvider>, url: URL): PageContext {
  const ctx = context.get(pageContext);
  if (!editions[ctx.edition].features.newsletter) throw pageNotFound(url.pathname, "noRoute");
  return ctx;
}

/** The loader of a newsletter page at a fixed path: its id, path and the other editions' paths. */
export function newsletterPage<P extends PageId>(context: Readonly<RouterContextProvider>, url: URL, page: P) {
  const { edition } = newsletterContext(context, url);
  return { page, path: pathFor(edition, page), alternates: alternatePaths(page, {}) };
}

/** The sign-up form's page action (footer, home and /newsletter post here). */
export async function subscribeAction(ctx: PageContext, request: Request) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const parsed = subscribeSchema.safeParse({ email, consent: form.get("consent") ? true : false });
  if (!parsed.success)
    return data(
      {
        sent: false,
        values: { email },
        errors: formErrors<"email" | "consent">(parsed.error, ["newsletter."]),
        formError: null as string | null,
      },
      { status: 422 },
    );
  try {
    await subscribe(
      {
        db: ctx.deps.database.db,
        mailer: ctx.deps.mailer,
        secret: ctx.deps.secrets.sessionSecret,
        edition: ctx.edition,
        clientKey: ctx.clientKey,
        now: nowFrom(ctx.deps),
      },
      parsed.data.email,
      mailOrigin(ctx.deps.config, ctx.edition),
    );
  } catch (err) {
    if (err instanceof ProblemError && err.status === 429)
      return data(
        { sent: false, values: { email }, errors: {}, formError: "newsletter.error.rateLimited" as string | null },
        { status: 429 },
      );
    throw err;
  }
  return { sent: true, values: {}, errors: {}, formError: null as string | null };
}
