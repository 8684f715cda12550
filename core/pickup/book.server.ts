/**
 * Booking a collection (issue 33, decision 0120): staff book a requested pickup with DHL (Parcel DE
 * Pickup API) or UPS (Pickup Creation) through the carrier adapters, or mark it as the seller's own
 * freight. The carrier is called outside any transaction, after the pickup is claimed (a second
 * click while a booking runs is refused, 409); the outcome (booked with the carrier's reference, or
 * failed with the carrier's error) and its audit row are written together. A carrier whose settings
 * are missing is not offered, and the answer names the missing settings.
 */
import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { pickups } from "../../db/schema/index.ts";
import { byStaff, recordAudit } from "../audit/index.server.ts";
import {
  CarrierError,
  dhlPickup,
  upsPickup,
  warehouseAddress,
  type CarrierHttp,
  type PickupAdapter,
  type PickupBookingRequest,
} from "../carrier/index.server.ts";
import type { EditionId } from "../editions/index.ts";
import { ProblemError } from "../shared/index.ts";
import { pickupById } from "./requests.server.ts";
import type { PickupCarrier, PickupView } from "./types.ts";

/** The settings the pickup adapters read (server/config). */
export interface PickupSettings {
  DHL_API_KEY?: string;
  DHL_API_SECRET?: string;
  DHL_USER?: string;
  DHL_PASSWORD?: string;
  DHL_PICKUP_BILLING_NUMBER?: string;
  DHL_PICKUP_BASE_URL: string;
  UPS_CLIENT_ID?: string;
  UPS_CLIENT_SECRET?: string;
  UPS_ACCOUNT_NUMBER?: string;
  UPS_BASE_URL: string;
  UPS_API_VERSION: string;
  CARRIER_TIMEOUT_MS: number;
}

export interface PickupCarriers {
  adapters: Partial<Record<PickupCarrier, PickupAdapter>>;
  /** Per carrier the settings that are not set (empty: the carrier can be booked). */
  missing: Record<PickupCarrier, string[]>;
}

const REQUIRED: Record<PickupCarrier, (keyof PickupSettings)[]> = {
  DHL: ["DHL_API_KEY", "DHL_API_SECRET", "DHL_USER", "DHL_PASSWORD", "DHL_PICKUP_BILLING_NUMBER"],
  UPS: ["UPS_CLIENT_ID", "UPS_CLIENT_SECRET", "UPS_ACCOUNT_NUMBER"],
};

const cache = new WeakMap<PickupSettings, PickupCarriers>();

/** The carriers a pickup can be booked with under these settings (kept per settings object, so tokens are reused). */
export function pickupCarriersFor(settings: PickupSettings, http: Omit<CarrierHttp, "timeoutMs"> = {}): PickupCarriers {
  const known = http.fetch ? undefined : cache.get(settings);
  if (known) return known;
  const options: CarrierHttp = { ...http, timeoutMs: settings.CARRIER_TIMEOUT_MS };
  const s = settings;
  const missing = {
    DHL: REQUIRED.DHL.filter((k) => !s[k]),
    UPS: REQUIRED.UPS.filter((k) => !s[k]),
  };
  const adapters: PickupCarriers["adapters"] = {};
  if (!missing.DHL.length)
    adapters.DHL = dhlPickup(
      {
        apiKey: s.DHL_API_KEY!,
        apiSecret: s.DHL_API_SECRET!,
        user: s.DHL_USER!,
        password: s.DHL_PASSWORD!,
        billingNumber: s.DHL_PICKUP_BILLING_NUMBER!,
        baseUrl: s.DHL_PICKUP_BASE_URL,
      },
      options,
    );
  if (!missing.UPS.length)
    adapters.UPS = upsPickup(
      {
        clientId: s.UPS_CLIENT_ID!,
        clientSecret: s.UPS_CLIENT_SECRET!,
        accountNumber: s.UPS_ACCOUNT_NUMBER!,
        // UPS_ACCOUNT_NUMBER is the operator's account, held in Germany (the company of decision 0042's labels)
        accountCountry: "DE",
        baseUrl: s.UPS_BASE_URL,
        version: s.UPS_API_VERSION,
      },
      options,
    );
  const carriers = { adapters, missing };
  if (!http.fetch) cache.set(settings, carriers);
  return carriers;
}

/** Grams for a collection: 500 g of packing per parcel and 400 g per device (core/carrier parcelFor's figures). */
export const pickupWeightGrams = (parcels: number, units: number) => 500 * Math.max(1, parcels) + 400 * Math.max(1, units);

/** What the carrier gets: the seller's address and contact, our warehouse as the parcels' receiver. */
export function pickupBookingRequest(view: PickupView): PickupBookingRequest {
  const a = view.address;
  return {
    reference: view.tradeNumber,
    day: view.day,
    windowFrom: view.windowFrom,
    windowTo: view.windowTo,
    address: {
      name: a.company || a.name,
      attention: a.name,
      street: a.street,
      houseNumber: a.houseNumber,
      zip: a.zip,
      city: a.city,
      country: a.country,
      phone: a.phone,
      email: a.email ?? null,
    },
    parcels: view.parcels,
    weightGrams: pickupWeightGrams(view.parcels, view.units),
    consignee: warehouseAddress(view.edition as EditionId),
    notes: a.notes ?? null,
  };
}

export interface StaffWho {
  id: string;
  email: string;
  clientKey?: string | null;
}

const OPEN_STATES = ["requested", "failed"] as const;
/** A claim older than this is stale (the process died during the call): the pickup may be booked again. */
const CLAIM_MS = 2 * 60_000;

async function openPickup(db: Db, pickupId: number): Promise<PickupView> {
  const view = await pickupById(db, pickupId);
  if (!view) throw new ProblemError(404, "not_found", "backoffice.pickups.problem.notFound");
  if (!(OPEN_STATES as readonly string[]).includes(view.state))
    throw new ProblemError(409, "pickup_state", "backoffice.pickups.problem.state", undefined, { state: view.state });
  return view;
}

/**
 * Books the pickup with `carrier`: 404 unknown, 409 not requested or failed (booked, own freight,
 * cancelled), 409 `pickup_carrier_unavailable` naming the missing settings, 409 `pickup_busy` while
 * another booking of it runs. A carrier error is no error of ours: the pickup becomes `failed` with
 * the carrier's reason (to try again or choose another way) and the answer says so.
 */
export async function bookPickup(
  db: Db,
  args: { pickupId: number; carrier: PickupCarrier; carriers: PickupCarriers; staff: StaffWho; now: Date },
): Promise<PickupView> {
  const { staff, now } = args;
  const view = await openPickup(db, args.pickupId);
  const adapter = args.carriers.adapters[args.carrier];
  if (!adapter)
    throw new ProblemError(409, "pickup_carrier_unavailable", "backoffice.pickups.problem.carrierUnavailable", undefined, {
      carrier: args.carrier,
      settings: args.carriers.missing[args.carrier].join(", "),
    });
  // the claim: booked_at/booked_by mark a booking under way while the state stays open
  const claimed = await db
    .update(pickups)
    .set({ bookedAt: now, bookedBy: staff.email })
    .where(
      and(
        eq(pickups.id, view.id),
        inArray(pickups.state, [...OPEN_STATES]),
        or(isNull(pickups.bookedAt), lt(pickups.bookedAt, new Date(now.getTime() - CLAIM_MS))),
      ),
    )
    .returning({ id: pickups.id });
  if (!claimed.length) throw new ProblemError(409, "pickup_busy", "backoffice.pickups.problem.busy");

  let result: { reference: string } | { failure: string };
  try {
    const booked = await adapter.bookPickup(pickupBookingRequest(view));
    result = { reference: booked.reference };
  } catch (err) {
    if (!(err instanceof CarrierError)) {
      await db.update(pickups).set({ bookedAt: null, bookedBy: null }).where(eq(pickups.id, view.id));
      throw err;
    }
    const maybe = err.maybeCreated ? " (the carrier may have booked it anyway: check before booking again)" : "";
    result = { failure: `${err.failure}: ${err.message}${maybe}`.slice(0, 500) };
  }
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if ("reference" in result) {
      await t
        .update(pickups)
        .set({ state: "booked", carrier: args.carrier, reference: result.reference, failure: null, bookedAt: now, bookedBy: staff.email })
        .where(eq(pickups.id, view.id));
    } else {
      await t
        .update(pickups)
        .set({ state: "failed", carrier: args.carrier, reference: null, failure: result.failure, bookedAt: null, bookedBy: null })
        .where(eq(pickups.id, view.id));
    }
    await recordAudit(t, {
      ...byStaff(staff, now),
      action: "reference" in result ? "pickup.book" : "pickup.book_failed",
      target: `trade:${view.tradeNumber}:pickup:${view.id}`,
      before: { state: view.state },
      after:
        "reference" in result
          ? { state: "booked", carrier: args.carrier, reference: result.reference }
          : { state: "failed", carrier: args.carrier, failure: result.failure },
    });
  });
  return (await pickupById(db, view.id))!;
}

/** The seller brings or sends the devices themselves (own freight): no carrier is booked. 404 / 409 as bookPickup. */
export async function markOwnFreight(db: Db, args: { pickupId: number; staff: StaffWho; now: Date }): Promise<PickupView> {
  const view = await openPickup(db, args.pickupId);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const done = await t
      .update(pickups)
      .set({ state: "own_freight", carrier: null, reference: null, failure: null, bookedAt: args.now, bookedBy: args.staff.email })
      .where(and(eq(pickups.id, view.id), inArray(pickups.state, [...OPEN_STATES])))
      .returning({ id: pickups.id });
    if (!done.length) throw new ProblemError(409, "pickup_state", "backoffice.pickups.problem.state", undefined, { state: "booked" });
    await recordAudit(t, {
      ...byStaff(args.staff, args.now),
      action: "pickup.own_freight",
      target: `trade:${view.tradeNumber}:pickup:${view.id}`,
      before: { state: view.state },
      after: { state: "own_freight" },
    });
  });
  return (await pickupById(db, view.id))!;
}
