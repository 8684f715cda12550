import { describe, expect, it } from "vitest";
import { listenHost, loadConfig, mailOrigin, publicPort } from "./config.server.ts";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe("./data");
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.NODE_ENV).toBe("development");
    expect(c.OPERATOR_TIME_ZONE).toBe("Europe/Berlin");
    expect(c.REVIEW_INVITE_DELAY_DAYS).toBe(3);
  });
  it("names a bad value", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ OPERATOR_TIME_ZONE: "Mars/Olympus" })).toThrow(/OPERATOR_TIME_ZONE/);
    expect(loadConfig({ OPERATOR_TIME_ZONE: "Europe/Lisbon" }).OPERATOR_TIME_ZONE).toBe("Europe/Lisbon");
    expect(() => loadConfig({ REVIEW_INVITE_DELAY_DAYS: "-1" })).toThrow(/REVIEW_INVITE_DELAY_DAYS/);
  });
  it("reads TRUST_PROXY as a hop count and/or ranges, and names a bad entry", () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toEqual({ hops: 1, ranges: [] });
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1/8,::1" }).TRUST_PROXY?.ranges).toHaveLength(2);
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY: "yes" is neither/);
    expect(() => loadConfig({ PUBLIC_HOSTS: "prod" })).toThrow(/PUBLIC_HOSTS/);
  });
  it("reads the payout run times and their per-edition overrides, and names a bad one (decision 0110)", () => {
    expect(loadConfig({}).PAYOUT_RUN_TIMES).toEqual(["10:00", "15:00"]);
    expect(loadConfig({}).PAYOUT_RUN_TIMES_BY_EDITION).toBeUndefined();
    const c = loadConfig({ PAYOUT_RUN_TIMES: "14:00,08:00", PAYOUT_RUN_TIMES_BY_EDITION: "de=09:30 14:00,fr=11:00" });
    expect(c.PAYOUT_RUN_TIMES).toEqual(["08:00", "14:00"]);
    expect(c.PAYOUT_RUN_TIMES_BY_EDITION).toEqual({ de: ["09:30", "14:00"], fr: ["11:00"] });
    expect(() => loadConfig({ PAYOUT_RUN_TIMES: "10:00,24:00" })).toThrow(/PAYOUT_RUN_TIMES: "24:00" is not a time of day/);
    expect(() => loadConfig({ PAYOUT_RUN_TIMES: " , " })).toThrow(/PAYOUT_RUN_TIMES: needs at least one time/);
    expect(() => loadConfig({ PAYOUT_RUN_TIMES_BY_EDITION: "xx=10:00" })).toThrow(/PAYOUT_RUN_TIMES_BY_EDITION: "xx" is not an edition/);
  });
  it("listens on loopback outside production and on every interface in production, unless HOST says otherwise", () => {
    expect(listenHost(loadConfig({}))).toBe("127.0.0.1");
    expect(listenHost(loadConfig({ NODE_ENV: "test" }))).toBe("127.0.0.1");
    expect(listenHost(loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/x", SESSION_SECRET: "x".repeat(40) }))).toBe(
      "0.0.0.0",
    );
    expect(listenHost(loadConfig({ HOST: "::" }))).toBe("::");
    expect(
      listenHost(
        loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/x", SESSION_SECRET: "x".repeat(40), HOST: "127.0.0.1" }),
      ),
    ).toBe("127.0.0.1");
  });
  it("builds mail links from the hosts PUBLIC_HOSTS names (production in production, else local on PORT)", () => {
    expect(mailOrigin(loadConfig({ PORT: "3210" }), "de")).toBe("http://de.localhost:3210");
    expect(mailOrigin(loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/x", SESSION_SECRET: "x".repeat(40) }), "fr")).toBe(
      "https://www.sellback.fr",
    );
    expect(mailOrigin(loadConfig({ PUBLIC_HOSTS: "stage" }), "it")).toBe("https://stage.sellback.it");
  });
  it("uses PUBLIC_PORT for the local hosts behind a local proxy (npm run cluster), else PORT", () => {
    expect(mailOrigin(loadConfig({ PORT: "4171", PUBLIC_PORT: "4170" }), "fr")).toBe("http://fr.localhost:4170");
    expect(publicPort(loadConfig({ PORT: "4171" }))).toBe(4171);
    expect(() => loadConfig({ PUBLIC_PORT: "0" })).toThrow(/PUBLIC_PORT/);
  });
  it("refuses production without explicit secrets and DATABASE_URL", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/DATABASE_URL[\s\S]*SESSION_SECRET/);
    const ok = loadConfig({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://db/x",
      SESSION_SECRET: "x".repeat(40),
    });
    expect(ok.NODE_ENV).toBe("production");
  });
});
