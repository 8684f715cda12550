import { redirect } from "react-router";
import type { Route } from "./+types/language";
import { staffLanguage } from "../../../core/staff/index.ts";
import { setStaffLanguage } from "../../../core/staff/index.server.ts";
import { languageCookie, safeNext, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";

/** POST: the staff UI language (en or de), kept for the staff user and in a cookie; back to the page. */
export async function action({ context, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const page = context.get(staffPageContext);
  const form = await request.formData();
  const language = staffLanguage(form.get("language"));
  if (page.context) await setStaffLanguage(page.env, page.context, language);
  page.setCookies.push(languageCookie(page, language));
  return redirect(safeNext(form.get("next")));
}

export function loader() {
  return redirect("/trades");
}
