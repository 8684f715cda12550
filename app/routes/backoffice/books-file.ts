import type { Route } from "./+types/books-file";
import { journalPeriod, journalQuerySchema } from "../../../core/books/index.ts";
import { exportDatevJournal } from "../../../core/books/index.server.ts";
import { translator } from "../../../core/shared/index.server.ts";
import { nowFrom, ProblemError, queryOf } from "../../../core/shared/index.ts";
import { windows1252CsvResponse } from "../../../server/http/file-answers.server.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";

/**
 * The books page's download (payout or admin; decision 0114): `/payouts/books/datev.csv?from&to&edition`,
 * the same audited export as the API's. A period DATEV cannot take (422) or missing settings (409)
 * answer as plain text in the staff member's language; private, no-store.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url, "payout");
  const deps = page.ctx.deps;
  try {
    const period = journalPeriod(parseWith(journalQuerySchema, queryOf(url.searchParams)), deps.config.DATEV_FISCAL_YEAR_START);
    const file = await exportDatevJournal(deps.database.db, {
      ...period,
      timeZone: deps.config.OPERATOR_TIME_ZONE,
      config: deps.config,
      staff: { id: staff.staff.id, email: staff.staff.email, clientKey: page.ctx.clientKey },
      now: nowFrom(deps),
    });
    return windows1252CsvResponse(file.bytes, file.fileName);
  } catch (err) {
    if (!(err instanceof ProblemError) || (err.status !== 409 && err.status !== 422)) throw err;
    const t = translator(page.language);
    const text = [t(err.detail ?? "problem.title.validation"), ...(err.errors ?? []).map((e) => `${e.field}: ${t(e.message)}`)].join("\n");
    return new Response(`${text}\n`, {
      status: err.status,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
    });
  }
}
