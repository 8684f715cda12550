import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../db/client.server.ts";
import { captureLog } from "../../tests/helpers/log-capture.ts";
import { log } from "./logging.server.ts";

const IBAN = "DE89370400440532013000";
const EMAIL = "erika.mustermann@example.com";
const TOKEN = "Zk3v9QpX2mR7tL0aWc5yBn8dHs4jFe1u";
const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl";
const PERSONAL = [IBAN, EMAIL, TOKEN, JWT, "Mustermann", "Hauptstraße", "+49 30 123456", "Sicheres-Passwort-1"];

function expectClean(lines: string[]) {
  expect(lines.length).toBeGreaterThan(0);
  const text = lines.join("");
  for (const value of PERSONAL) expect(text, `the log holds ${value}`).not.toContain(value);
}

describe("log lines hold no personal data or secrets", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  it("replaces the values of known fields, at any depth", async () => {
    const { lines } = await captureLog(async () =>
      log("info", "signup", {
        edition: "de",
        customer: {
          firstName: "Erika",
          lastName: "Mustermann",
          email: EMAIL,
          phone: "+49 30 123456",
          address: { street: "Hauptstraße 5" },
        },
        payment: { iban: IBAN, accountHolder: "Erika Mustermann" },
        headers: { authorization: `Bearer ${JWT}`, cookie: `session=${TOKEN}`, "tracking-token": TOKEN },
        trackingToken: TOKEN,
        password: "Sicheres-Passwort-1",
      }),
    );
    expectClean(lines);
    const line = JSON.parse(lines[0]!);
    expect(line.edition).toBe("de");
    expect(line.customer.email).toBe("[redacted]");
    expect(line.payment.iban).toBe("[redacted]");
  });

  it("scrubs e-mail addresses, IBANs, JWTs and token parameters out of free text", async () => {
    const { lines } = await captureLog(async () =>
      log("warn", `mail to ${EMAIL} failed`, { note: `payout to ${IBAN}; link /trade/SB-1?token=${TOKEN}; auth Bearer ${JWT}` }),
    );
    expectClean(lines);
    expect(lines[0]).toContain("SB-1");
  });

  it("logs a failed query by its SQLSTATE and query text, never its parameters", async () => {
    let failure: unknown;
    try {
      // the NUL makes PostgreSQL refuse the parameters; the others must not reach the log
      await database.db.execute(
        sql`select ${IBAN}::text as iban, ${EMAIL}::text as email, ${TOKEN}::text as token, ${"Mustermann\u0000"}::text as name`,
      );
    } catch (err) {
      failure = err;
    }
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain(IBAN); // the driver's own message quotes them
    const { lines } = await captureLog(async () => log("error", "api error", { path: "/api/trade/trades", err: failure }));
    expectClean(lines);
    const line = JSON.parse(lines[0]!);
    expect(JSON.stringify(line.err)).toContain("22021");
    expect(line.err.query).toMatch(/select \$1::text as iban/);
    expect(line.err.stack).toMatch(/ at /);
  });
});
