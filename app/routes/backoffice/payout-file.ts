import type { Route } from "./+types/payout-file";
import { payoutDebtor, runIdOf } from "../../../core/payout/index.ts";
import { payoutRunPaypalCsv, payoutRunSepaXml } from "../../../core/payout/index.server.ts";
import { translator } from "../../../core/shared/index.server.ts";
import { ProblemError } from "../../../core/shared/index.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { pageNotFound } from "../../lib/errors.ts";
import { csvResponse, xmlResponse } from "../../../server/http/file-answers.server.ts";

/**
 * A payout run's file for payout or admin (decision 0037): `/payouts/{runId}/sepa.xml` (pain.001)
 * or `/payouts/{runId}/paypal.csv`, the same files as the API's; private, no-store. A file the
 * run's stored values no longer pass (the API's 409 `payout_file_invalid`) answers 409 with the
 * reason as plain text in the staff member's language, naming the trade (decision 0067).
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "payout");
  const runId = runIdOf(params.runId);
  if (!runId) throw pageNotFound(url.pathname, "noEntity");
  const deps = page.ctx.deps;
  try {
    if (params.file === "sepa.xml") {
      const file = await payoutRunSepaXml(deps.database.db, runId, payoutDebtor(deps.config));
      return xmlResponse(file.xml, `${file.messageId}.xml`);
    }
    if (params.file === "paypal.csv") {
      const file = await payoutRunPaypalCsv(deps.database.db, runId);
      return csvResponse(file.csv, `payout-run-${runId}-paypal.csv`);
    }
  } catch (err) {
    if (err instanceof ProblemError && err.status === 409) {
      const t = translator(page.language);
      const text = [
        t(err.detail ?? `problem.${err.code}`),
        ...(err.errors ?? []).map((e) => t(e.message)),
        t("backoffice.payouts.error.fileDiscard"),
      ].join("\n");
      return new Response(`${text}\n`, {
        status: 409,
        headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
      });
    }
    if (!(err instanceof ProblemError) || err.status !== 404) throw err;
  }
  throw pageNotFound(url.pathname, "noEntity");
}
