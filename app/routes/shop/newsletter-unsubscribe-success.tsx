import type { Route } from "./+types/newsletter-unsubscribe-success";
import { editions, pathFor } from "../../../core/editions/index.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { LocalizedLink, useT } from "../../i18n/i18n.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import { alternatePaths, pageMeta } from "../../lib/meta.ts";

export function loader({ context, url }: Route.LoaderArgs) {
  const { edition } = context.get(pageContext);
  if (!editions[edition].features.newsletter) throw pageNotFound(url.pathname, "noRoute");
  return {
    page: "newsletterUnsubscribeSuccess" as const,
    path: pathFor(edition, "newsletterUnsubscribeSuccess"),
    alternates: alternatePaths("newsletterUnsubscribeSuccess", {}),
  };
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
      <p>
        <LocalizedLink to="newsletterSubscribe">{t("newsletter.unsubscribe.resubscribe")}</LocalizedLink>
      </p>
      <p>
        <LocalizedLink to="home" className="button">
          {t("newsletter.unknown.home")}
        </LocalizedLink>
      </p>
    </div>
  );
}
