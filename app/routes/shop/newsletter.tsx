import { useActionData } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterSignup } from "../../features/chrome/newsletter-signup.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { requireEditionPage } from "../../lib/errors.ts";
import { pageMeta } from "../../lib/meta.ts";
import { newsletterContext, newsletterPage, subscribeAction } from "./newsletter.server.ts";

export function loader({ context, url }: Route.LoaderArgs) {
  return newsletterPage(context, url, "newsletterSubscribe");
}

/** Without JavaScript every sign-up form lands here and this page shows the result. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = newsletterContext(context, url);
  requireEditionPage(ctx.edition, url);
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
