import { describe, expect, it } from "vitest";
import { enrichPath, mailOrigin } from "./links.ts";

describe("mailOrigin", () => {
  it("keeps a known local host with its port and scheme", () => {
    expect(mailOrigin("de", "de.localhost:3304", "http:")).toBe("http://de.localhost:3304");
  });
  it("uses https for production hosts", () => {
    expect(mailOrigin("fr", "www.sellback.fr", "http:")).toBe("https://www.sellback.fr");
  });
  it("never puts an unknown or foreign host into a mail", () => {
    expect(mailOrigin("en", "evil.example", "https:")).toBe("https://www.sellback.com");
    expect(mailOrigin("de", "fr.localhost:3000", "http:")).toBe("https://www.sellback.de");
    expect(mailOrigin("de", null, "http:")).toBe("https://www.sellback.de");
  });
});

describe("enrichPath", () => {
  it("carries the hash", () => {
    expect(enrichPath("de", "ab".repeat(32))).toBe(`/newsletter/enrich/${"ab".repeat(32)}`);
  });
});
