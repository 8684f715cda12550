import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { endStaffSession } from "../../../core/staff/index.server.ts";
import { clearStaffCookie, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";

/** POST only: ends the session (audited) and clears its cookie. */
export async function action({ context, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const page = context.get(staffPageContext);
  if (page.context) await endStaffSession(page.env, page.context);
  clearStaffCookie(page);
  return redirect("/login");
}

export function loader() {
  return redirect("/trades");
}
