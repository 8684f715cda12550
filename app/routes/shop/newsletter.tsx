import { useActionData } from "react-router";
import type { Route } from "./+types/newsletter";
import { editions, pathFor } from "../../../core/editions/index.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { NewsletterSignup } from "../../features/chrome/newsletter-signup.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { pageNotFound, requireEditionPage } from "../../lib/errors.ts";
import { alternatePaths, pageMeta } from "../../lib/meta.ts";
import { subscribeAction } from "./newsletter.server.ts";

export function loader({ context, url }: Route.LoaderArgs) {
  const { edition } = context.get(pageContext);
  if (!editions[edition].features.newsletter) throw pageNotFound(url.pathname, "noRoute");
  return {
    page: "newsletterSubscribe" as const,
    path: pathFor(edition, "newsletterSubscribe"),
    alternates: alternatePaths("newsletterSubscribe", {}),
  };
}

/** Without JavaScript every sign-up form lands here and this page shows the result. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(pageContext);
  requireEditionPage(ctx.edition, url);
  if (!editions[ctx.edition].features.newsletter) throw pageNotFound(url.pathname, "noRoute");
  return subscribeAction(ctx, request);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? pageMeta(matches, loaderData) : []);

export default function Newsletter() {
  const t = useT();
  const result = useActionData<typeof action>();
  return (
    <div className="page newsletter">
      <h1>{t("page.newsletterSubscribe.heading")}</h1>
      <p className="lead">{t("page.newsletterSubscribe.intro")}</p>
      <NewsletterSignup result={result} />
    </div>
  );
}
