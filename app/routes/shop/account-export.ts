/**
 * GDPR data export download (POST from account management, CSRF-checked): a JSON attachment of
 * everything stored about the logged-in customer. Mounted outside the route table (same path in
 * every edition) because it is a resource, not a page.
 */
import type { Route } from "./+types/account-export";
import { exportCustomerData } from "../../../core/customer/index.server.ts";
import { pathFor } from "../../../core/editions/index.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";

import { headersOf, redirectWith, requireCsrf, loggedInSession } from "../../../server/sessions/shop.server.ts";

export const EXPORT_PATH = "/account/data-export";

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = context.get(pageContext);
  const session = await loggedInSession(ctx, request);
  return redirectWith(session, pathFor(ctx.edition, "accountManagement"));
}

export async function action({ context, request }: Route.ActionArgs) {
  const ctx = context.get(pageContext);
  const session = await loggedInSession(ctx, request);
  requireCsrf(session, await request.formData());
  const body = await exportCustomerData(ctx.deps.database.db, session.customerId, nowFrom(ctx.deps));
  const headers = headersOf(session);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="sellback-data-${session.customer.customerNumber}.json"`);
  headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body, null, 2), { status: 200, headers });
}
