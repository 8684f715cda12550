import { redirect } from "react-router";
import type { Route } from "./+types/credit-note";
import {
  CREDIT_NOTE_ROLES,
  creditNoteFile,
  creditNoteFileName,
  recordSellerInvoice,
  tradeIdOf,
} from "../../../core/credit-note/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { tradeNumberOf } from "../../../core/trade/index.server.ts";
import { storageOf } from "../../../server/config/storage.server.ts";
import { pdfResponse } from "../../../server/http/file-answers.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";
import { pageNotFound } from "../../lib/errors.ts";

/** A business trade's credit note (decision 0121) for signed-in payout, support and account-manager staff (admin too): the same PDF as the API's. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, ...CREDIT_NOTE_ROLES);
  const deps = page.ctx.deps;
  const tradeNumber = tradeNumberOf(params.tradeNumber);
  const tradeId = tradeNumber ? await tradeIdOf(deps.database.db, tradeNumber) : null;
  const file = tradeId !== null ? await creditNoteFile(deps.database.db, storageOf(deps), tradeId) : null;
  if (!file) throw pageNotFound(url.pathname, "noEntity");
  return pdfResponse(file.pdf, creditNoteFileName(file.number));
}

/**
 * The trade page's form: records the company's own invoice number (audited, as the API's POST);
 * back to the trade page's section with "saved", or "error" when the number is missing or too long.
 */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  assertSameOrigin(request);
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url, ...CREDIT_NOTE_ROLES);
  const deps = page.ctx.deps;
  const tradeNumber = tradeNumberOf(params.tradeNumber);
  const tradeId = tradeNumber ? await tradeIdOf(deps.database.db, tradeNumber) : null;
  if (!tradeNumber || tradeId === null) throw pageNotFound(url.pathname, "noEntity");
  const back = (notice: "saved" | "error") => redirect(`/trades/${encodeURIComponent(tradeNumber)}?sellerInvoice=${notice}#credit-note`);
  let number = "";
  try {
    number = String((await request.formData()).get("number") ?? "").trim();
  } catch {
    return back("error");
  }
  if (!number || number.length > 60) return back("error");
  const note = await recordSellerInvoice(deps.database.db, {
    tradeId,
    number,
    staff: { id: staff.staff.id, email: staff.staff.email, clientKey: page.ctx.clientKey },
    now: nowFrom(deps),
  });
  if (!note) throw pageNotFound(url.pathname, "noEntity");
  return back("saved");
}
