import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { endPartnerSession } from "../../../core/partner-users/index.server.ts";
import { clearPortalCookie, portalPageContext, PORTAL_HOME, PORTAL_LOGIN } from "../../../server/sessions/portal.server.ts";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";

/** POST only: ends the session and clears its cookie. */
export async function action({ context, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const page = context.get(portalPageContext);
  if (page.context) await endPartnerSession(page.env, page.context);
  clearPortalCookie(page);
  return redirect(PORTAL_LOGIN);
}

export function loader() {
  return redirect(PORTAL_HOME);
}
