import type { Route } from "./+types/prices-export";
import { exportPricesCsv, isEdition } from "../../../core/pricing-admin/index.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { pageNotFound } from "../../lib/errors.ts";
import { PRICE_ROLES } from "../../../core/staff/index.ts";
import { csvResponse } from "../../../server/http/file-answers.server.ts";

/** The prices page's CSV download (catalog or admin): the same file as GET /api/backoffice/prices/export. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, ...PRICE_ROLES);
  const edition = url.searchParams.get("edition");
  if (!isEdition(edition)) throw pageNotFound(url.pathname, "noEntity");
  return csvResponse(await exportPricesCsv(page.ctx.deps.database.db, edition), `prices-${edition}.csv`);
}
