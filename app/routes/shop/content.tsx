import { data, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/content";
import { cachedContentBySlug } from "../../../core/content/index.server.ts";
import { contentSlug, matchPage } from "../../../core/editions/index.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { CookieSettings } from "../../features/consent/cookie-settings.tsx";
import { islandFor } from "../../islands/assets.server.ts";
import { withdrawalCookies } from "../../lib/consent-settings.ts";
import { documentLoad } from "../../lib/document-load.ts";
import { pageNotFound } from "../../lib/errors.ts";
import { pageMeta } from "../../lib/meta.ts";

/** A content page from the content store; its HTML was sanitized when rendered from Markdown. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { edition, deps } = context.get(pageContext);
  const slug = matchPage(edition, url.pathname)?.params.slug ?? "";
  const content = await cachedContentBySlug(deps.database.db, edition, slug);
  if (!content) throw pageNotFound(url.pathname, "noEntity");
  return {
    content,
    page: "content" as const,
    path: content.url,
    alternates: content.alternates,
    // Text and one plain form: rendered without hydration, the root loads this island instead of React (decision 0051).
    island: islandFor("content-page"),
  };
}

/** Never rendered by the client router: a client navigation here becomes a full page load (decision 0051). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return documentLoad(new URL(request.url));
}

/**
 * The privacy page's one form: withdraw consent without JavaScript (decision 0034). It only
 * deletes cookies, so it needs no CSRF token; other content pages take no posts.
 */
export async function action({ context, url, request }: Route.ActionArgs) {
  const { edition, deps } = context.get(pageContext);
  const slug = matchPage(edition, url.pathname)?.params.slug ?? "";
  if (slug !== contentSlug(edition, "privacy")) throw pageNotFound(url.pathname, "noRoute");
  const form = await request.formData();
  if (form.get("intent") !== "withdrawConsent") return data({ withdrawn: false }, { status: 400 });
  const headers = new Headers();
  for (const cookie of withdrawalCookies(deps.config.NODE_ENV === "production")) headers.append("Set-Cookie", cookie);
  return data({ withdrawn: true }, { headers });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, { ...loaderData, title: `${loaderData.content.title} | Sellback`, description: loaderData.content.description })
    : [];

export default function Content() {
  const { content } = useLoaderData<typeof loader>();
  const withdrawn = useActionData<typeof action>()?.withdrawn === true;
  return (
    <article className="page content-page">
      <h1>{content.title}</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: content.html }} />
      {content.key === "privacy" ? <CookieSettings withdrawn={withdrawn} /> : null}
    </article>
  );
}
