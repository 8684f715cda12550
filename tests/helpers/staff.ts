/**
 * Back-office test helpers: staff users made through core/staff (cheap test hashing), logins
 * through POST /api/backoffice/auth/login on the back-office host, and TOTP enrolment through the
 * API with the code computed by otplib from the secret the enrolment shows.
 */
import { randomBytes } from "node:crypto";
import { generate } from "otplib";
import { expect } from "vitest";
import { TEST_HASHING } from "../../core/credentials/index.server.ts";
import { type StaffRole } from "../../core/staff/index.ts";
import { createStaffUser } from "../../core/staff/index.server.ts";
import type { TestContext } from "./databases.ts";

export const BACKOFFICE = "backoffice.localhost";
export const STAFF_PASSWORD = "Staff-Passwort-2026";

let address = 1;
/** A client address of its own (the login limits count per address). */
export const staffTestIp = () => `10.99.${(address >> 8) & 255}.${address++ & 255}`;

export async function makeStaff(ctx: TestContext, roles: StaffRole[], opts: { mustChangePassword?: boolean } = {}): Promise<string> {
  const email = `${roles.join("-")}-${randomBytes(4).toString("hex")}@staff.example`;
  await createStaffUser(
    ctx.database.db,
    { email, roles, password: STAFF_PASSWORD, mustChangePassword: opts.mustChangePassword ?? false },
    { hashing: TEST_HASHING, now: new Date() },
  );
  return email;
}

export function staffLoginRequest(ctx: TestContext, json: Record<string, unknown>, clientAddress = staffTestIp(), host = BACKOFFICE) {
  return ctx.request("/api/backoffice/auth/login", { host, json, clientAddress });
}

export async function staffTokens(ctx: TestContext, email: string, otp?: string): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await staffLoginRequest(ctx, { email, password: STAFF_PASSWORD, ...(otp ? { otp } : {}) });
  expect(res.status).toBe(200);
  return (await res.json()) as { accessToken: string; refreshToken: string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The TOTP code of `secret` at `at` (the app clock's time in the test). */
export const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** Enrols TOTP for the bearer: the secret and the ten recovery codes. */
export async function enrolTotp(ctx: TestContext, accessToken: string, at: Date): Promise<{ secret: string; recoveryCodes: string[] }> {
  const start = await ctx.request("/api/backoffice/auth/totp/enrol", { host: BACKOFFICE, method: "POST", headers: bearer(accessToken) });
  expect(start.status).toBe(200);
  const { secret } = (await start.json()) as { secret: string };
  const confirm = await ctx.request("/api/backoffice/auth/totp/confirm", {
    host: BACKOFFICE,
    json: { code: await codeAt(secret, at) },
    headers: bearer(accessToken),
  });
  expect(confirm.status).toBe(200);
  const { recoveryCodes } = (await confirm.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

/** A request to the back office's payout runs (`path` after /api/backoffice/payout-runs): a GET, or a POST of `json`. */
export const payoutRunsRequest = (ctx: TestContext, path: string, token: string, json?: unknown) =>
  ctx.request(`/api/backoffice/payout-runs${path}`, {
    host: BACKOFFICE,
    method: json === undefined ? "GET" : "POST",
    ...(json === undefined ? {} : { json }),
    headers: bearer(token),
  });
