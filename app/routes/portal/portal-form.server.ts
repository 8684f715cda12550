/** What a store portal form post starts with: from the portal's own pages only, the portal page's session, and the form. */
import type { ActionFunctionArgs } from "react-router";
import { portalPageContext } from "../../../server/sessions/portal.server.ts";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";

export async function portalFormPost({ context, request }: Pick<ActionFunctionArgs, "context" | "request">) {
  assertSameOrigin(request);
  return { page: context.get(portalPageContext), form: await request.formData() };
}
