/** `/api/backoffice/trades`: the queue of every edition's trades and one trade (any staff role). */
import { Hono } from "hono";
import { EDITIONS } from "../../../core/editions/index.ts";
import { inputString } from "../../../core/shared/fields.ts";
import { ProblemError } from "../../../core/shared/problem.ts";
import { z } from "../../../core/shared/zod.ts";
import { nowFrom } from "../../../core/shared/clock.ts";
import { payoutHolds, TRADE_STATES } from "../../../core/trade/index.ts";
import { getTradeForStaff, listTradeQueue } from "../../../core/trade/queue.server.ts";
import { devicesFoundSchema, receiveTrade, staffActor } from "../../../core/trade/receive.server.ts";
import { mailOrigin } from "../../config/config.server.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { parseWith, readJson } from "../problem.server.ts";
import { requireStaff } from "./auth.server.ts";

/** `POST …/receive`: the devices found in the parcel. */
export const receiveSchema = z.object({ devicesFound: devicesFoundSchema });

/** The queue's query (the page and the API read the same). */
export const queueQuerySchema = z.object({
  state: z.enum(TRADE_STATES).optional(),
  edition: z.enum(EDITIONS).optional(),
  partner: inputString().trim().max(100, "validation.tooLong").optional(),
  age: z.coerce.number().int().min(0).max(3650).optional(),
  q: inputString().trim().max(200, "validation.tooLong").optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});

/** Empty query values count as unset (a form's blank select). */
export const queryOf = (params: URLSearchParams) => Object.fromEntries([...params].filter(([, v]) => v !== ""));

export const backofficeTradesApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    await requireStaff(c);
    const f = parseWith(queueQuerySchema, queryOf(new URL(c.req.url).searchParams));
    const page = await listTradeQueue(c.get("deps").database.db, { ...f, minAgeDays: f.age }, nowFrom(c.get("deps")));
    return c.json(page);
  })
  .get("/:tradeNumber", async (c) => {
    await requireStaff(c);
    const language = c.get("locale") === "de" ? "de" : "en";
    const deps = c.get("deps");
    const trade = await getTradeForStaff(deps.database.db, c.req.param("tradeNumber"), language);
    if (!trade) throw new ProblemError(404, "not_found", "problem.detail.noTrade");
    // The payout hold after a payout-account change (decision 0031): {changedAt, until} or null.
    const hold = (await payoutHolds(deps.database.db, nowFrom(deps), [trade.tradeId])).get(trade.tradeId) ?? null;
    return c.json({ ...trade, payoutHold: hold });
  })
  /** The parcel arrived (inspector or admin): `created` → `received`, customer mailed; 409 in any other state. */
  .post("/:tradeNumber/receive", async (c) => {
    const staff = await requireStaff(c, "inspector");
    const { devicesFound } = await readJson(c, receiveSchema);
    const deps = c.get("deps");
    const trade = await receiveTrade({
      db: deps.database.db,
      mailer: deps.mailer,
      originFor: (t) => mailOrigin(deps.config, t.edition),
      tradeNumber: c.req.param("tradeNumber"),
      devicesFound,
      staff: staffActor(staff, "inspector", c.get("clientKey")),
      now: nowFrom(deps),
      locale: c.get("locale"),
    });
    return c.json({ tradeNumber: trade.tradeNumber, state: trade.state, devicesFound });
  });
