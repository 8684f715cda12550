/**
 * `/api/backoffice/books` (issue 32, decision 0114), for the roles `payout` and admin: the payout
 * journal of a period and edition as a DATEV "Buchungsstapel" (EXTF, Windows-1252), private and
 * not cached; every download is audited. Without the tax advisor's consultant and client numbers
 * (settings) the answer is 409, naming them: DATEV refuses a batch without them.
 */
import { Hono } from "hono";
import { journalPeriod, journalQuerySchema } from "../../../core/books/index.ts";
import { exportDatevJournal } from "../../../core/books/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { windows1252CsvResponse } from "../../http/file-answers.server.ts";
import { parseWith } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";

export const BOOKS_ROLES = ["payout"] as const;

export const backofficeBooksApi = new Hono<AppEnv>().get("/datev.csv", async (c) => {
  const staff = await requireStaff(c, ...BOOKS_ROLES);
  const deps = c.get("deps");
  const period = journalPeriod(parseWith(journalQuerySchema, c.req.query()), deps.config.DATEV_FISCAL_YEAR_START);
  const file = await exportDatevJournal(deps.database.db, {
    ...period,
    timeZone: deps.config.OPERATOR_TIME_ZONE,
    config: deps.config,
    staff: { id: staff.staff.id, email: staff.staff.email, clientKey: c.get("clientKey") },
    now: nowFrom(deps),
  });
  return windows1252CsvResponse(file.bytes, file.fileName);
});
