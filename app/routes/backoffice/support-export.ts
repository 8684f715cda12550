import type { Route } from "./+types/support-export";
import { recordAudit } from "../../../core/audit/index.server.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { supportCustomerExport, supportGuestExport } from "../../../core/support/index.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { pageNotFound } from "../../lib/errors.ts";

/**
 * The GDPR export as a JSON download from the customer view (support or admin, decision 0041):
 * the same core functions as GET /api/backoffice/support/customers/{id}/export and
 * /guests/{n}/export, audited; never cached.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url, "support");
  const deps = page.ctx.deps;
  const now = nowFrom(deps);
  const customerId = params.customerId && /^[A-Za-z0-9-]{1,64}$/.test(params.customerId) ? params.customerId : null;
  const tradeNumber = params.tradeNumber && /^SB-\d{7}$/.test(params.tradeNumber) ? params.tradeNumber : null;
  if (!customerId && !tradeNumber) throw pageNotFound(url.pathname, "noEntity");
  let body: unknown;
  let name: string;
  try {
    if (customerId) {
      const data = await supportCustomerExport(deps.database.db, customerId, now);
      body = data;
      name = data.account.customerNumber;
    } else {
      body = await supportGuestExport(deps.database.db, tradeNumber!, now);
      name = tradeNumber!;
    }
  } catch (err) {
    if (err instanceof ProblemError && (err.status === 404 || err.status === 409)) throw pageNotFound(url.pathname, "noEntity");
    throw err;
  }
  await recordAudit(deps.database.db, {
    at: now,
    staffId: staff.staff.id,
    staffEmail: staff.staff.email,
    action: "support.export",
    target: customerId ? `customer:${customerId}` : `trade:${tradeNumber}`,
    clientKey: page.ctx.clientKey,
  });
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="sellback-export-${name}.json"`,
      "cache-control": "private, no-store",
    },
  });
}
