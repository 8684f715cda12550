import type { Route } from "./+types/newsletter-unsubscribe-success";
import { HomeButton, ResubscribeLink } from "../../features/newsletter/unknown-link.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { newsletterPage } from "./newsletter.server.ts";

export function loader({ context, url }: Route.LoaderArgs) {
  return newsletterPage(context, url, "newsletterUnsubscribeSuccess");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(matches, { ...loaderData, noindex: true }) : [];

export default function NewsletterUnsubscribeSuccess() {
  const t = useT();
  return (
    <div className="page newsletter-unsubscribe-success">
      <h1>{t("page.newsletterUnsubscribeSuccess.heading")}</h1>
      <p role="status" className="lead">
        {t("page.newsletterUnsubscribeSuccess.intro")}
      </p>
      <ResubscribeLink />
      <HomeButton />
    </div>
  );
}
