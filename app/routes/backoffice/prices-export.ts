import type { Route } from "./+types/prices-export";
import { exportPricesCsv, isEdition } from "../../../core/pricing-admin/prices.server.ts";
import { PRICE_ROLES } from "../../../server/api/backoffice/prices.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { pageNotFound } from "../../lib/errors.ts";

/** The prices page's CSV download (catalog or admin): the same file as GET /api/backoffice/prices/export. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, ...PRICE_ROLES);
  const edition = url.searchParams.get("edition");
  if (!isEdition(edition)) throw pageNotFound(url.pathname, "noEntity");
  return new Response(await exportPricesCsv(page.ctx.deps.database.db, edition), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="prices-${edition}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
