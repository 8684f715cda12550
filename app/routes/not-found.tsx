import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/not-found";
import { pageNotFound } from "../lib/errors.ts";
import { pageContext } from "../../server/http/page-context.server.ts";
import { staffFrameData, staffPageContext } from "../../server/sessions/backoffice.server.ts";
import { BackofficeNotFound } from "../features/backoffice/not-found.tsx";

/**
 * No route matched: "Page not found: {path}" (or the expired-link variant for clarification paths).
 * On the back-office host the back office's 404 in its frame, with the signed-in staff member's
 * navigation and language (decision 0082; the shop layout's middleware opened the staff session).
 */
export function loader({ context, url }: Route.LoaderArgs) {
  if (context.get(pageContext).surface === "backoffice") return data({ frame: staffFrameData(context.get(staffPageContext)) }, 404);
  throw pageNotFound(url.pathname, "noRoute");
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: "Sellback back office" }] : []);

export default function NotFound() {
  const found = useLoaderData<typeof loader>();
  return found ? <BackofficeNotFound frame={found.frame} /> : null;
}
