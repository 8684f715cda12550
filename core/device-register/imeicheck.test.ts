import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAKE_REGISTER, startFakeRegister, type FakeRegister } from "../../tests/helpers/fake-register.ts";
import { deviceRegisterFor, findingOf, imeiCheckRegister, parseCheck, RegisterError, retryAfterSeconds } from "./index.server.ts";

const IMEI = "490154203237518";
const OTHER = "356938035643809";

describe("IMEIcheck.net adapter against the fake register", () => {
  let fake: FakeRegister;
  const register = (timeoutMs = 2000, token: string = FAKE_REGISTER.token) =>
    imeiCheckRegister({ token, serviceId: FAKE_REGISTER.serviceId, baseUrl: fake.baseUrl, timeoutMs });
  const failure = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(RegisterError);
    return err as RegisterError;
  };

  beforeAll(async () => {
    fake = await startFakeRegister();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = "ok";
    fake.listed.clear();
    fake.requests.length = 0;
  });

  it("sends the documented request and reads a clear device with the check's id as reference", async () => {
    const answer = await register().check(IMEI);
    expect(answer).toEqual({
      result: "clear",
      reference: "fake-check-1",
      details: { gsmaBlacklisted: false, service: "Blacklist Status" },
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${FAKE_REGISTER.token}`);
    expect(fake.requests[0]!.body).toEqual({ deviceId: IMEI, serviceId: FAKE_REGISTER.serviceId });
  });

  it("reads a listed device's finding from the register's words", async () => {
    fake.listed.set(IMEI, "Stolen / Lost");
    fake.listed.set(OTHER, "Lost");
    expect(await register().check(IMEI)).toMatchObject({
      result: "blocked",
      finding: "stolen",
      details: { blacklistStatus: "Stolen / Lost" },
    });
    expect(await register().check(OTHER)).toMatchObject({ result: "blocked", finding: "lost" });
    fake.listed.set(OTHER, "Blacklisted");
    expect(await register().check(OTHER)).toMatchObject({ result: "blocked", finding: "blocked" });
  });

  it("401 is unauthorized", async () => {
    const err = await failure(register(2000, "wrong-token").check(IMEI));
    expect([err.failure, err.httpStatus]).toEqual(["unauthorized", 401]);
    expect(err.message).not.toContain(IMEI);
  });

  it("429 and 503 are unavailable with the Retry-After; 500 without", async () => {
    fake.mode = "rate_limited";
    fake.retryAfter = 90;
    let err = await failure(register().check(IMEI));
    expect([err.failure, err.httpStatus, err.retryAfterSeconds]).toEqual(["unavailable", 429, 90]);
    fake.mode = "unavailable";
    err = await failure(register().check(IMEI));
    expect([err.failure, err.httpStatus, err.retryAfterSeconds]).toEqual(["unavailable", 503, 90]);
    fake.mode = "server_error";
    err = await failure(register().check(IMEI));
    expect([err.failure, err.httpStatus, err.retryAfterSeconds]).toEqual(["unavailable", 500, null]);
  });

  it("no answer within the time-out is a timeout", async () => {
    fake.mode = "timeout";
    const err = await failure(register(200).check(IMEI));
    expect(err.failure).toBe("timeout");
  });

  it("a check the provider has not finished is unavailable (asked again later)", async () => {
    fake.mode = "processing";
    expect((await failure(register().check(IMEI))).failure).toBe("unavailable");
  });

  it("refuses anything but a normalized IMEI without calling", async () => {
    expect((await failure(register().check("4901 5420 3237 518"))).failure).toBe("invalid");
    expect(fake.requests).toHaveLength(0);
  });

  it("a refused request (422) is invalid, with the provider's words", async () => {
    const answer422: typeof fetch = async () =>
      new Response(JSON.stringify({ message: "The given data was invalid.", errors: { serviceId: ["unknown"] } }), { status: 422 });
    const err = await failure(
      imeiCheckRegister({ token: "t", serviceId: 1, baseUrl: "https://api.imeicheck.net", timeoutMs: 100, fetch: answer422 }).check(IMEI),
    );
    expect([err.failure, err.httpStatus]).toEqual(["invalid", 422]);
    expect(err.message).toContain("The given data was invalid.");
  });
});

describe("device register rules", () => {
  it("parses only finished checks with gsmaBlacklisted", () => {
    expect(() => parseCheck({ status: "successful", properties: {} })).toThrow(/gsmaBlacklisted/);
    expect(() => parseCheck({ status: "failed" })).toThrow(RegisterError);
    expect(() => parseCheck("nonsense")).toThrow(RegisterError);
    expect(parseCheck({ id: 7, status: "successful", properties: { gsmaBlacklisted: true } })).toMatchObject({
      result: "blocked",
      finding: "blocked",
      reference: "7",
    });
  });

  it("stolen wins over lost", () => {
    expect(findingOf("Stolen / Lost")).toBe("stolen");
    expect(findingOf("LOST")).toBe("lost");
    expect(findingOf("Unpaid bill")).toBe("blocked");
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    const now = new Date("2026-11-29T12:00:00Z");
    expect(retryAfterSeconds("120", now)).toBe(120);
    expect(retryAfterSeconds("Sun, 29 Nov 2026 12:05:00 GMT", now)).toBe(300);
    expect(retryAfterSeconds("Sun, 29 Nov 2026 11:00:00 GMT", now)).toBe(0);
    expect(retryAfterSeconds("soon", now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
  });

  it("is off without credentials", () => {
    expect(deviceRegisterFor({ DEVICE_REGISTER_BASE_URL: "https://api.imeicheck.net", DEVICE_REGISTER_TIMEOUT_MS: 1000 })).toBeNull();
    expect(
      deviceRegisterFor({
        DEVICE_REGISTER_TOKEN: "t",
        DEVICE_REGISTER_SERVICE_ID: 3,
        DEVICE_REGISTER_BASE_URL: "https://api.imeicheck.net",
        DEVICE_REGISTER_TIMEOUT_MS: 1000,
      })?.provider,
    ).toBe("imeicheck.net");
  });
});
