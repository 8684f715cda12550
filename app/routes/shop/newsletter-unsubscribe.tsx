import { data, redirect, useActionData, useLoaderData, Form } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { pathFor } from "../../../core/editions/index.ts";
import { findByHash, unsubscribe } from "../../../core/newsletter/index.server.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { AlertLine } from "../../ui/alert-line.tsx";
import { ResubscribeLink, UnknownNewsletterLink } from "../../features/newsletter/unknown-link.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { requireEditionPage } from "../../lib/errors.ts";
import { pageMeta } from "../../lib/meta.ts";
import { newsletterContext } from "./newsletter.server.ts";

/** `/newsletter/unsubscribe/{emailHash}`: a confirm button (a link in a mail must not unsubscribe by itself). */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { edition, deps } = newsletterContext(context, url);
  const profile = await findByHash(deps.database.db, edition, (params.emailHash ?? "").toLowerCase());
  const base = { page: "newsletterUnsubscribe" as const, path: url.pathname, alternates: {} };
  if (!profile) return data({ ...base, known: false, already: false }, { status: 404 });
  return { ...base, known: true, already: profile.status === "unsubscribed" };
}

export async function action({ context, params, url }: Route.ActionArgs) {
  const { edition, deps, clientKey } = context.get(pageContext);
  requireEditionPage(edition, url);
  try {
    await unsubscribe({ db: deps.database.db, edition, clientKey, now: nowFrom(deps) }, (params.emailHash ?? "").toLowerCase());
  } catch (err) {
    if (err instanceof ProblemError && err.status === 429) return data({ formError: "newsletter.error.rateLimited" }, { status: 429 });
    if (err instanceof ProblemError && err.status === 404) return data({ formError: "newsletter.error.hash" }, { status: 404 });
    throw err;
  }
  return redirect(pathFor(edition, "newsletterUnsubscribeSuccess"));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(matches, { ...loaderData, noindex: true }) : [];

export default function NewsletterUnsubscribe() {
  const { known, already } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  if (!known) return <UnknownNewsletterLink kind="hash" />;
  return (
    <div className="page newsletter-unsubscribe">
      <h1>{t("page.newsletterUnsubscribe.heading")}</h1>
      {already ? (
        <>
          <p className="lead">{t("newsletter.unsubscribe.already")}</p>
          <ResubscribeLink />
        </>
      ) : (
        <>
          <p className="lead">{t("page.newsletterUnsubscribe.intro")}</p>
          <AlertLine>{result?.formError ? t(result.formError) : null}</AlertLine>
          <Form method="post" data-submit-once="">
            <button type="submit">{t("newsletter.unsubscribe.submit")}</button>
          </Form>
        </>
      )}
    </div>
  );
}
