import { describe, expect, it } from "vitest";
import { dhlTrackingEvents } from "./dhl-tracking.server.ts";
import {
  callsPerRun,
  FAILURE_CAP_MS,
  failureDelayMs,
  GIVE_UP_DAYS,
  LABEL_POLL_MS,
  MIN_RETRY_MS,
  MOVING_POLL_MS,
  nextPollAt,
  PROBLEM_POLL_MS,
} from "./tracking-schedule.ts";
import { markHandover, retryAfterMs, trackingStatusOf, type TrackingEvent } from "./tracking.ts";
import { upsTrackingEvents } from "./ups-tracking.server.ts";

const labelAt = new Date("2031-05-01T08:00:00Z");
const now = new Date("2031-05-03T10:00:00Z");
const after = (ms: number) => new Date(now.getTime() + ms);

describe("nextPollAt", () => {
  it("polls a label every few hours, a moving parcel more often, a problem in between", () => {
    expect(nextPollAt({ status: "label", labelAt, now, failures: 0 })).toEqual(after(LABEL_POLL_MS));
    expect(nextPollAt({ status: "handed_over", labelAt, now, failures: 0 })).toEqual(after(MOVING_POLL_MS));
    expect(nextPollAt({ status: "in_transit", labelAt, now, failures: 0 })).toEqual(after(MOVING_POLL_MS));
    expect(nextPollAt({ status: "problem", labelAt, now, failures: 0 })).toEqual(after(PROBLEM_POLL_MS));
    expect(MOVING_POLL_MS).toBeLessThan(LABEL_POLL_MS);
  });

  it("stops for a delivered parcel and after the give-up day", () => {
    expect(nextPollAt({ status: "delivered", labelAt, now, failures: 0 })).toBeNull();
    const late = new Date(labelAt.getTime() + GIVE_UP_DAYS * 86_400_000);
    expect(nextPollAt({ status: "in_transit", labelAt, now: late, failures: 0 })).toBeNull();
    // a poll that would fall after the give-up day is not planned
    const nearEnd = new Date(late.getTime() - 30 * 60_000);
    expect(nextPollAt({ status: "label", labelAt, now: nearEnd, failures: 0 })).toBeNull();
  });

  it("backs off exponentially after failures, up to a cap; Retry-After wins", () => {
    expect(failureDelayMs(1)).toBe(15 * 60_000);
    expect(failureDelayMs(2)).toBe(30 * 60_000);
    expect(failureDelayMs(3)).toBe(60 * 60_000);
    expect(failureDelayMs(20)).toBe(FAILURE_CAP_MS);
    expect(nextPollAt({ status: "in_transit", labelAt, now, failures: 2 })).toEqual(after(30 * 60_000));
    expect(nextPollAt({ status: "in_transit", labelAt, now, failures: 2, retryAfterMs: 7_200_000 })).toEqual(after(7_200_000));
    expect(nextPollAt({ status: "in_transit", labelAt, now, failures: 1, retryAfterMs: 0 })).toEqual(after(MIN_RETRY_MS));
  });
});

describe("callsPerRun", () => {
  it("spreads the calls per day over the runs of a day", () => {
    expect(callsPerRun(250, 30)).toBe(5); // 48 runs a day
    expect(callsPerRun(250, 60)).toBe(10);
    expect(callsPerRun(10, 5)).toBe(1); // at least one
    expect(callsPerRun(10_000, 30) * 48).toBeLessThanOrEqual(10_000);
  });
});

const ev = (iso: string, status: TrackingEvent["status"], code = "x"): TrackingEvent => ({
  occurredAt: new Date(iso),
  status,
  code,
  description: null,
  location: null,
});

describe("tracking status rules", () => {
  it("the first move is the hand-over, a later pickup is a move", () => {
    const marked = markHandover([
      ev("2031-05-02T10:00:00Z", "in_transit"),
      ev("2031-05-01T09:00:00Z", "other"),
      ev("2031-05-02T18:00:00Z", "handed_over"),
    ]);
    expect(marked.map((e) => e.status)).toEqual(["other", "handed_over", "in_transit"]);
  });

  it("a shipment's status: label without moves, the latest move, delivered once delivered", () => {
    expect(trackingStatusOf([])).toBe("label");
    expect(trackingStatusOf([ev("2031-05-01T09:00:00Z", "other")])).toBe("label");
    expect(trackingStatusOf([ev("2031-05-01T09:00:00Z", "handed_over"), ev("2031-05-02T09:00:00Z", "problem")])).toBe("problem");
    expect(trackingStatusOf([ev("2031-05-02T09:00:00Z", "delivered"), ev("2031-05-03T09:00:00Z", "other")])).toBe("delivered");
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    expect(retryAfterMs("120", now)).toBe(120_000);
    expect(retryAfterMs(new Date(now.getTime() + 90_000).toUTCString(), now)).toBe(90_000);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs("soon", now)).toBeNull();
  });
});

describe("carrier answers", () => {
  it("maps DHL's documented events (newest first) to ours", () => {
    const events = dhlTrackingEvents(
      {
        shipments: [
          {
            id: "00340434161094000001",
            service: "parcel-de",
            events: [
              {
                timestamp: "2031-05-03T09:10:00Z",
                statusCode: "delivered",
                status: "delivered",
                description: "Zugestellt",
                location: { address: { addressLocality: "Leipzig", countryCode: "DE" } },
              },
              { timestamp: "2031-05-02T20:00:00Z", statusCode: "transit", status: "transit", description: "Im Paketzentrum bearbeitet" },
              { timestamp: "2031-05-02T11:00:00Z", statusCode: "transit", status: "transit", description: "In der Filiale eingeliefert" },
              { timestamp: "2031-05-01T08:00:00Z", statusCode: "pre-transit", status: "pre-transit", description: "Daten übermittelt" },
              { timestamp: "not a time", statusCode: "transit" },
            ],
          },
        ],
      },
      "00340434161094000001",
    );
    expect(events.map((e) => [e.status, e.code])).toEqual([
      ["other", "pre-transit"],
      ["handed_over", "transit"],
      ["in_transit", "transit"],
      ["delivered", "delivered"],
    ]);
    expect(events[3]).toMatchObject({ description: "Zugestellt", location: "Leipzig, DE", occurredAt: new Date("2031-05-03T09:10:00Z") });
  });

  it("maps UPS's documented activities: GMT time without its leading zero, types P/I/X/D", () => {
    const events = upsTrackingEvents(
      {
        trackResponse: {
          shipment: [
            {
              inquiryNumber: "1ZA1B2C36800000001",
              package: [
                {
                  trackingNumber: "1ZA1B2C36800000001",
                  activity: [
                    {
                      date: "20310503",
                      time: "104700",
                      gmtDate: "20310503",
                      gmtTime: "94700",
                      gmtOffset: "+01:00",
                      status: { type: "X", code: "U2", description: "Address incomplete" },
                      location: { address: { city: "Paris", countryCode: "FR" } },
                    },
                    {
                      date: "20310502",
                      time: "080000",
                      gmtOffset: "+01:00",
                      status: { type: "I", code: "AR", description: "Arrived at Facility" },
                    },
                    {
                      date: "20310501",
                      time: "170000",
                      gmtDate: "20310501",
                      gmtTime: "160000",
                      status: { type: "P", code: "PU", description: "Pickup Scan" },
                    },
                    {
                      date: "20310501",
                      time: "090000",
                      gmtDate: "20310501",
                      gmtTime: "80000",
                      status: { type: "M", code: "MP", description: "Shipper created a label" },
                    },
                  ],
                },
              ],
            },
          ],
        },
      },
      "1ZA1B2C36800000001",
    );
    expect(events.map((e) => [e.status, e.code, e.occurredAt.toISOString()])).toEqual([
      ["other", "M:MP", "2031-05-01T08:00:00.000Z"],
      ["handed_over", "P:PU", "2031-05-01T16:00:00.000Z"],
      ["in_transit", "I:AR", "2031-05-02T07:00:00.000Z"],
      ["problem", "X:U2", "2031-05-03T09:47:00.000Z"],
    ]);
    expect(events[3]).toMatchObject({ description: "Address incomplete", location: "Paris, FR" });
  });
});
