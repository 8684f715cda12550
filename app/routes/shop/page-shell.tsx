import { useLoaderData } from "react-router";
import type { Route } from "./+types/page-shell";
import { matchPage, pathFor, type PageId } from "../../../core/editions/index.ts";
import { pageContext } from "../../../server/page-context.server.ts";
import { LocalizedLink, useT } from "../../i18n/i18n.tsx";
import { alternatePaths, pageMeta } from "../../lib/meta.ts";
import { pageNotFound } from "../../lib/errors.ts";

/** The translated frame of a page whose capability comes in a later issue: heading, intro, a way on. */
export function loader({ context, url }: Route.LoaderArgs) {
  const { edition } = context.get(pageContext);
  const match = matchPage(edition, url.pathname);
  if (!match) throw pageNotFound(url.pathname, "noRoute");
  const canonical = Object.keys(match.params).length ? url.pathname : pathFor(edition, match.page);
  return { page: match.page as PageId, path: canonical, alternates: alternatePaths(match.page, match.params) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(matches, { ...loaderData, noindex: loaderData.page.startsWith("clarification") }) : [];

export default function PageShell() {
  const { page } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="page page-shell">
      <h1>{t(`page.${page}.heading`)}</h1>
      {t(`page.${page}.intro`) ? <p className="lead">{t(`page.${page}.intro`)}</p> : null}
      <p>{t("page.shell.comingSoon")}</p>
      <p>
        <LocalizedLink to="contact" className="button">
          {t("page.shell.contactCta")}
        </LocalizedLink>
      </p>
    </div>
  );
}
