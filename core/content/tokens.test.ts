import { afterEach, describe, expect, it } from "vitest";
import { configureCompanyFacts, contactSubjectLabel } from "../editions/index.ts";
import { renderMarkdown } from "./render.server.ts";
import { contentTokenValues, fillContentTokens } from "./tokens.server.ts";

describe("fact tokens in content pages (decision 0034)", () => {
  afterEach(() => configureCompanyFacts({}));

  it("fills the configured company facts and the code's constants", () => {
    configureCompanyFacts({ de: { registerNumber: "HRB 98765 B", insuredShippingCents: 300_000, payoutDays: 3 } });
    const md = fillContentTokens(
      "Register: {{company.registerNumber}}, insured up to {{shipping.insuredAmount}}, paid in {{payout.days}} days; login {{session.rememberDays}} days; offer {{offer.validDays}} days; {{contact.retentionYears}} years",
      contentTokenValues("de"),
    );
    expect(md).toBe("Register: HRB 98765 B, insured up to 3.000,00\u00a0€, paid in 3 days; login 30 days; offer 14 days; 2 years");
  });

  it("states each figure with its unit by the language's plural rules, from the constants (decision 0098)", () => {
    configureCompanyFacts({ de: { payoutDays: 1 }, fr: { payoutDays: 3 } });
    expect(fillContentTokens("innerhalb von {{payout.workingDays}}", contentTokenValues("de"), "plain")).toBe("innerhalb von 1 Werktag");
    expect(fillContentTokens("sous {{payout.workingDays}}", contentTokenValues("fr"), "plain")).toBe("sous 3 jours ouvrés");
    const en = contentTokenValues("en");
    expect([en["trade.shippingDays"], en["clarification.days"], en["cookie.localeDays"], en["cookie.partnerDays"]]).toEqual([
      "30",
      "14",
      "365",
      "365",
    ]);
    expect(en["business.tradeCap"]).toMatch(/5,000\.00/);
  });

  it("escapes a value's Markdown and HTML, and the sanitizer still runs", () => {
    configureCompanyFacts({ de: { managingDirectors: "<script>alert(1)</script> *Erika* [x](javascript:alert(1))" } });
    const html = renderMarkdown(fillContentTokens("Geschäftsführung: {{company.managingDirectors}}", contentTokenValues("de")));
    expect(html).not.toMatch(/<script|<em>|href=/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; *Erika* [x](javascript:alert(1))");
  });

  it("names a contact subject as the contact form lists it (core/editions/contact-subjects.ts)", () => {
    expect(fillContentTokens("„{{contactSubject.topicNotListed}}“", contentTokenValues("de"), "plain")).toBe(
      `„${contactSubjectLabel("de", "topicNotListed")}“`,
    );
    expect(fillContentTokens("{{contactSubject.topicNotListed}}", contentTokenValues("fr"), "plain")).toBe(
      "Mon sujet ne figure pas dans la liste",
    );
  });

  it("leaves an unknown token visible", () => {
    expect(fillContentTokens("{{company.nothing}}", contentTokenValues("fr"))).toBe("{{company.nothing}}");
  });
});
