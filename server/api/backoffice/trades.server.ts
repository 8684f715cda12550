/** `/api/backoffice/trades`: the queue of every edition's trades and one trade (any staff role). */
import { Hono } from "hono";
import { ProblemError, z, nowFrom, queryOf } from "../../../core/shared/index.ts";
import { queueQuerySchema } from "../../../core/trade/index.ts";
import {
  payoutHolds,
  getTradeForStaff,
  listTradeQueue,
  devicesFoundSchema,
  receiveTrade,
  staffActor,
} from "../../../core/trade/index.server.ts";
import { mailOrigin } from "../../config/config.server.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { parseWith, readJson } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";

/** `POST …/receive`: the devices found in the parcel. */
export const receiveSchema = z.object({ devicesFound: devicesFoundSchema });

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
