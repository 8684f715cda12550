/**
 * `/api/backoffice/pickups` (issue 33, decision 0120), for account managers and inspectors (and
 * admin): the collections business sellers asked for, oldest first; booking one with DHL or UPS
 * through the carrier's pickup API, or marking it as own freight. Every action is audited
 * (pickup.book, pickup.book_failed, pickup.own_freight). A carrier's refusal, its 429 or a time-out
 * is no error of ours: the answer is the pickup in state `failed` with the carrier's reason.
 * Answers are private, no-store.
 */
import { Hono, type Context } from "hono";
import { PICKUP_CARRIERS, PICKUP_STATES, type PickupCarrier } from "../../../core/pickup/index.ts";
import { bookPickup, markOwnFreight, pickupCarriersFor, pickupsInStates, type PickupCarriers } from "../../../core/pickup/index.server.ts";
import { enforceRateLimit } from "../../../core/rate-limit/index.server.ts";
import { inputString, nowFrom, z } from "../../../core/shared/index.ts";
import type { StaffRole } from "../../../core/staff/index.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { parseWith, readJson } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";

export const PICKUP_ROLES: readonly StaffRole[] = ["account_manager", "inspector"];
/** Per staff member: bookings and listings (a booking calls a carrier). */
export const PICKUP_LIMIT = { perWindow: 120, windowSeconds: 60 * 60 };

export const pickupParams = z.object({ id: inputString().regex(/^\d{1,9}$/, "backoffice.pickups.problem.notFound") });
export const pickupListQuery = z.object({
  state: z.enum([...PICKUP_STATES, "open", "all"]).default("open"),
});
export const pickupBookBody = z.object({ carrier: z.enum(PICKUP_CARRIERS) });

/** Which carriers can be booked, and for the others which settings are missing. */
export function carrierChoices(carriers: PickupCarriers) {
  return Object.fromEntries(
    PICKUP_CARRIERS.map((c: PickupCarrier) => [c, { available: Boolean(carriers.adapters[c]), missingSettings: carriers.missing[c] }]),
  ) as Record<PickupCarrier, { available: boolean; missingSettings: string[] }>;
}

async function staffFor(c: Context<AppEnv>) {
  const staff = await requireStaff(c, ...PICKUP_ROLES);
  c.header("Cache-Control", "private, no-store");
  const deps = c.get("deps");
  await enforceRateLimit(deps.database.db, `pickups:${staff.staff.id}`, PICKUP_LIMIT, nowFrom(deps));
  return { id: staff.staff.id, email: staff.staff.email, clientKey: c.get("clientKey") };
}

export const backofficePickupsApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    await staffFor(c);
    const deps = c.get("deps");
    const { state } = parseWith(pickupListQuery, c.req.query());
    const states = state === "open" ? (["requested", "failed"] as const) : state === "all" ? PICKUP_STATES : ([state] as const);
    const list = await pickupsInStates(deps.database.db, states);
    return c.json({ pickups: list, carriers: carrierChoices(pickupCarriersFor(deps.config)) });
  })
  .post("/:id/book", async (c) => {
    const staff = await staffFor(c);
    const deps = c.get("deps");
    const { id } = parseWith(pickupParams, { id: c.req.param("id") });
    const { carrier } = await readJson(c, pickupBookBody);
    const pickup = await bookPickup(deps.database.db, {
      pickupId: Number(id),
      carrier,
      carriers: pickupCarriersFor(deps.config),
      staff,
      now: nowFrom(deps),
    });
    return c.json({ pickup });
  })
  .post("/:id/own-freight", async (c) => {
    const staff = await staffFor(c);
    const deps = c.get("deps");
    const { id } = parseWith(pickupParams, { id: c.req.param("id") });
    const pickup = await markOwnFreight(deps.database.db, { pickupId: Number(id), staff, now: nowFrom(deps) });
    return c.json({ pickup });
  });
