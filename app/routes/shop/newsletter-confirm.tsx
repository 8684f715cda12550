import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { enrichPath } from "../../../core/newsletter/index.ts";
import { confirm } from "../../../core/newsletter/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { UnknownNewsletterLink } from "../../features/newsletter/unknown-link.tsx";
import { pageMeta } from "../../lib/meta.ts";

/**
 * The link from the double opt-in mail: confirms the subscription and leads on to the profile
 * page. An unknown or expired link gets a friendly page with HTTP 404.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { edition, deps } = context.get(pageContext);
  const result = await confirm(deps.database.db, edition, params.token ?? "", nowFrom(deps));
  if (result) throw redirect(`${enrichPath(edition, result.emailHash)}?confirmed=1`);
  return data({ page: "newsletterConfirm" as const, path: url.pathname, alternates: {} }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(matches, { ...loaderData, noindex: true }) : [];

export default function NewsletterConfirm() {
  return <UnknownNewsletterLink kind="token" />;
}
