import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { EDITIONS, companyFacts, configureCompanyFacts, placeholderFacts } from "../../core/editions/index.ts";
import { DEFAULT_PAYOUT_SCHEDULE, promisedPayoutWorkingDays } from "../../core/payout/index.ts";
import { loadCompanyFacts, parseCompanyFacts, payoutDaysBelowSchedule } from "./company.server.ts";

const fixture = "tests/fixtures/company-facts.json";
const prod = { NODE_ENV: "production" as const };

describe("company facts from configuration (decision 0034)", () => {
  afterEach(() => configureCompanyFacts({}));

  it("development runs on the marked placeholders, and every edition has some", () => {
    expect(loadCompanyFacts({ NODE_ENV: "development" })).toEqual({});
    for (const e of EDITIONS) expect(placeholderFacts(e, {}).length, e).toBeGreaterThan(0);
    expect(companyFacts("de").street).toMatch(/Platzhalter/);
  });

  it("production refuses to start without the file, naming the setting", () => {
    expect(() => loadCompanyFacts(prod)).toThrow(/COMPANY_FACTS_FILE: is required when NODE_ENV=production/);
  });

  it("production refuses a file that leaves a placeholder, naming edition and fact", () => {
    const partial = JSON.stringify({ de: { street: "Hauptstraße 5" } });
    expect(() => loadCompanyFacts({ ...prod, COMPANY_FACTS_FILE: "x.json" }, () => partial)).toThrow(
      /COMPANY_FACTS_FILE: still development placeholders in production: .*de\.managingDirectors.*it\.pec/,
    );
    // a value copied from the defaults is still a placeholder
    const copied = JSON.parse(readFileSync(fixture, "utf8"));
    copied.fr.vatId = "FR00000000000 (provisoire)";
    expect(() => loadCompanyFacts({ ...prod, COMPANY_FACTS_FILE: "x.json" }, () => JSON.stringify(copied))).toThrow(/fr\.vatId/);
  });

  it("production starts with a complete file, and the accessor returns its values", () => {
    const overrides = loadCompanyFacts({ ...prod, COMPANY_FACTS_FILE: fixture });
    configureCompanyFacts(overrides);
    expect(companyFacts("de")).toMatchObject({
      street: "Teststraße 7",
      registerNumber: "HRB 999001 B",
      payoutDays: 1,
      insuredShippingCents: 300_000,
    });
    expect(companyFacts("at").name).toBe("Sellback Austria GmbH");
  });

  it("the promised payout days are what the payout schedule keeps; a file promising fewer is refused (decision 0110)", () => {
    const promised = promisedPayoutWorkingDays(DEFAULT_PAYOUT_SCHEDULE);
    expect(promised).toBe(1);
    configureCompanyFacts({});
    for (const e of EDITIONS) expect(companyFacts(e).payoutDays).toBe(promised);
    expect(payoutDaysBelowSchedule({}, promised)).toEqual([]);
    const dev = { NODE_ENV: "development" as const, COMPANY_FACTS_FILE: "x.json" };
    expect(loadCompanyFacts(dev, () => '{"de": {"payoutDays": 1}}')).toEqual({ de: { payoutDays: 1 } });
    // a schedule that could keep only two working days: a file promising one is refused by name
    expect(() => loadCompanyFacts(dev, () => '{"de": {"payoutDays": 1}, "fr": {"payoutDays": 2}}', 2)).toThrow(
      /COMPANY_FACTS_FILE: de\.payoutDays: 1 is fewer working days than the payout schedule keeps \(2/,
    );
    expect(payoutDaysBelowSchedule({ de: { payoutDays: 3 } }, 2)).toEqual(
      EDITIONS.filter((e) => e !== "de").map(
        (e) => `${e}.payoutDays: 1 is fewer working days than the payout schedule keeps (2; PAYOUT_RUN_TIMES)`,
      ),
    );
    // no schedule: no floor
    expect(payoutDaysBelowSchedule({}, null)).toEqual([]);
  });

  it("names bad fields, unknown keys, bad JSON and an unreadable file", () => {
    expect(() => parseCompanyFacts('{"de": {"email": "nope"}}')).toThrow(/COMPANY_FACTS_FILE: de\.email/);
    expect(() => parseCompanyFacts('{"de": {"streeet": "x"}}')).toThrow(/COMPANY_FACTS_FILE: de/);
    expect(() => parseCompanyFacts('{"xx": {}}')).toThrow(/COMPANY_FACTS_FILE/);
    expect(() => parseCompanyFacts('{"de": {"payoutDays": 0}}')).toThrow(/de\.payoutDays/);
    expect(() => parseCompanyFacts("{")).toThrow(/COMPANY_FACTS_FILE: not valid JSON/);
    expect(() => loadCompanyFacts({ NODE_ENV: "development", COMPANY_FACTS_FILE: "/nonexistent/facts.json" })).toThrow(
      /COMPANY_FACTS_FILE: cannot read/,
    );
  });
});
