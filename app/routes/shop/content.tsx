import { useLoaderData } from "react-router";
import type { Route } from "./+types/content";
import { contentBySlug } from "../../../core/content/queries.server.ts";
import { matchPage } from "../../../core/editions/index.ts";
import { pageContext } from "../../../server/page-context.server.ts";
import { pageNotFound } from "../../lib/errors.ts";
import { pageMeta } from "../../lib/meta.ts";

/** A content page from the content store; its HTML was sanitized when rendered from Markdown. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { edition, deps } = context.get(pageContext);
  const slug = matchPage(edition, url.pathname)?.params.slug ?? "";
  const content = await contentBySlug(deps.database.db, edition, slug);
  if (!content) throw pageNotFound(url.pathname, "noEntity");
  return { content, page: "content" as const, path: content.url, alternates: content.alternates };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, { ...loaderData, title: `${loaderData.content.title} | Sellback`, description: loaderData.content.description })
    : [];

export default function Content() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <article className="page content-page">
      <h1>{content.title}</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: content.html }} />
    </article>
  );
}
