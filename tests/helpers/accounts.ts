/**
 * A registered and activated customer for API and session suites: registers through
 * POST /api/account/register (de edition), takes the activation token from the mailed link and
 * activates. Each call comes from its own client address, so the register limit never trips.
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import type { TestContext } from "./databases.ts";

export const TEST_PASSWORD = "Sicheres-Passwort-1";

let ip = 1;
/** A client address of its own per call (rate limits count per address). */
export const freshTestIp = () => `10.250.${(ip >> 8) & 255}.${ip++ & 255}`;

/**
 * The decoded text of the newest mail to `email` in the mail folder. The mailer names each file
 * by its ISO send time, so the names sort oldest first.
 */
function newestMailTo(ctx: TestContext, email: string): string | undefined {
  const folder = ctx.deps.mailer.folder!;
  return readdirSync(folder)
    .sort()
    .map((f) =>
      readFileSync(path.join(folder, f), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    )
    .findLast((m) => m.includes(`To: ${email}`));
}

/** The registration API's body for Erika Mustermann at `email` (de, Berlin, SEPA payout); `overrides` replace whole fields. */
export const registrationBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  firstName: "Erika",
  lastName: "Mustermann",
  username: email,
  email,
  credentials: [{ type: "password", value: TEST_PASSWORD, temporary: false }],
  attributes: { locale: "de" },
  Address: { street: "Hauptstraße", houseNumber: "5a", zip: "10115", city: "Berlin", country: "DE" },
  Payment: { paymentType: 13, iban: "DE89370400440532013000", accountHolder: "Erika Mustermann" },
  ...overrides,
});

export async function registerActivated(
  ctx: TestContext,
  opts: { emailPrefix: string; payment?: Record<string, unknown> },
): Promise<string> {
  const email = `${opts.emailPrefix}-${randomBytes(4).toString("hex")}@example.com`;
  const reg = await ctx.request("/api/account/register", {
    host: "de.localhost",
    clientAddress: freshTestIp(),
    json: registrationBody(email, opts.payment ? { Payment: opts.payment } : {}),
  });
  expect(reg.status).toBe(202);
  const token = /\/account\?token=([A-Za-z0-9_-]{43})/.exec(newestMailTo(ctx, email) ?? "")![1]!;
  await ctx.request("/api/account/activateRegistration", { host: "de.localhost", method: "POST", headers: { token } });
  return email;
}

/** An access token for an activated customer. */
export async function accessTokenFor(ctx: TestContext, email: string): Promise<string> {
  const login = await ctx.request("/api/account/login", {
    host: "de.localhost",
    json: { username: email, password: TEST_PASSWORD },
    clientAddress: freshTestIp(),
  });
  expect(login.status).toBe(200);
  return (await login.json()).access_token as string;
}

/**
 * `token` with its signature's first character changed. The first character carries six whole
 * bits of the signature, so the forged token never decodes to the same bytes (changing the last
 * characters can: the last one of an HS256 signature carries only four bits).
 */
export function forgedToken(token: string): string {
  const [header, payload, signature] = token.split(".");
  const first = signature!.startsWith("A") ? "B" : "A";
  return `${header}.${payload}.${first}${signature!.slice(1)}`;
}

/** A request to the customer API (`path` after /api/customers) with the customer's token, from a fresh client address. */
export const customersRequest = (ctx: TestContext, token: string, path: string, method: string, json?: unknown) =>
  ctx.request(`/api/customers${path}`, {
    host: "de.localhost",
    method,
    headers: { authorization: `Bearer ${token}` },
    clientAddress: freshTestIp(),
    ...(json ? { json } : {}),
  });
