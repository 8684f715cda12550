/**
 * What every back-office form post starts with: from the back office's own pages only, by a
 * signed-in staff user with one of `roles` (any role when none is given), and the form's text fields.
 */
import type { ActionFunctionArgs } from "react-router";
import type { StaffRole } from "../../../core/staff/index.ts";
import { formObject } from "../../../server/http/form-action.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";

export async function staffFormPost(
  { context, request, url }: Pick<ActionFunctionArgs, "context" | "request" | "url">,
  ...roles: StaffRole[]
) {
  assertSameOrigin(request);
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url, ...roles);
  const form = formObject(await request.formData());
  return { page, staff, form };
}
