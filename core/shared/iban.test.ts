import { describe, it, expect } from "vitest";
import { isValidBic, maskIban, normalizeIban, SEPA_COUNTRIES, validateIban } from "./iban.ts";

/** The mod 97-10 remainder of the rearranged IBAN, as the hand-written check before ibantools computed it (1 = passes). */
function mod97(iban: string): number {
  let remainder = 0;
  for (const ch of iban.slice(4) + iban.slice(0, 4)) {
    const code = ch.charCodeAt(0);
    remainder = code <= 57 ? (remainder * 10 + code - 48) % 97 : (remainder * 100 + code - 55) % 97;
  }
  return remainder;
}

const VALID: Array<[string, string]> = [
  ["DE89 3704 0044 0532 0130 00", "DE"],
  ["AT61 1904 3002 3457 3201", "AT"],
  ["ES91 2100 0418 4502 0005 1332", "ES"],
  ["FR14 2004 1010 0505 0001 3M02 606", "FR"],
  ["IT60 X054 2811 1010 0000 0123 456", "IT"],
  ["NL91 ABNA 0417 1643 00", "NL"],
  ["BE68 5390 0754 7034", "BE"],
  ["CH93 0076 2011 6238 5295 7", "CH"],
  ["GB29 NWBK 6016 1331 9268 19", "GB"],
  ["LU28 0019 4006 4475 0000", "LU"],
  ["PT50 0002 0123 1234 5678 9015 4", "PT"],
  ["PL61 1090 1014 0000 0712 1981 2874", "PL"],
  ["NO93 8601 1117 947", "NO"],
  ["MT84 MALT 0110 0001 2345 MTLC AST0 01S", "MT"],
  ["IE29 AIBK 9311 5212 3456 78", "IE"],
  ["SE45 5000 0000 0583 9825 7466", "SE"],
];

describe("validateIban", () => {
  it.each(VALID)("accepts %s", (input, country) => {
    const result = validateIban(input);
    expect(result).toEqual({ ok: true, iban: input.replace(/ /g, ""), country });
  });

  it("normalizes spaces and case", () => {
    expect(validateIban("  de89 3704\u00a00044 0532 0130 00 ")).toEqual({
      ok: true,
      iban: "DE89370400440532013000",
      country: "DE",
    });
    expect(validateIban("it60x0542811101000000123456")).toMatchObject({ ok: true, iban: "IT60X0542811101000000123456" });
  });

  it("rejects a wrong check digit", () => {
    expect(validateIban("DE88 3704 0044 0532 0130 00")).toEqual({ ok: false, reason: "checksum" });
  });

  it("rejects a typo in the account number", () => {
    expect(validateIban("DE89 3704 0044 0532 0131 00")).toEqual({ ok: false, reason: "checksum" });
    // swapped adjacent digits
    expect(validateIban("AT61 1904 3002 3457 3210")).toEqual({ ok: false, reason: "checksum" });
    expect(validateIban("FR14 2004 1010 0505 0001 3M02 607")).toEqual({ ok: false, reason: "checksum" });
  });

  it("rejects the check digits 00, 01 and 99 even when mod-97 matches", () => {
    // Check digits d and d + 97 give the same mod-97 remainder; ISO 13616 only allows 02–98.
    expect(validateIban("DE02370400440532013014").ok).toBe(true);
    expect(validateIban("DE99370400440532013014")).toEqual({ ok: false, reason: "checksum" });
    expect(validateIban("DE98370400440532013032").ok).toBe(true);
    expect(validateIban("DE01370400440532013032")).toEqual({ ok: false, reason: "checksum" });
    expect(validateIban("DE97370400440532013050").ok).toBe(true);
    expect(validateIban("DE00370400440532013050")).toEqual({ ok: false, reason: "checksum" });
  });

  it("rejects a wrong length", () => {
    expect(validateIban("DE89 3704 0044 0532 0130 0")).toEqual({ ok: false, reason: "length" });
    expect(validateIban("DE89 3704 0044 0532 0130 000")).toEqual({ ok: false, reason: "length" });
    expect(validateIban("AT61 1904 3002 3457 3201 1")).toEqual({ ok: false, reason: "length" });
  });

  it("rejects countries outside SEPA", () => {
    // A well-formed Brazilian IBAN and an unknown code are not SEPA.
    expect(validateIban("BR15 0000 0000 0000 1093 2840 814 P2")).toEqual({ ok: false, reason: "country" });
    expect(validateIban("XX89 3704 0044 0532 0130 00")).toEqual({ ok: false, reason: "country" });
  });

  it("rejects malformed input", () => {
    for (const bad of [
      "",
      "DE",
      "1234567890",
      "DEXX 3704 0044 0532 0130 00",
      "DE89-3704-0044-0532-0130-00",
      "DE89 3704 0044 0532 0130 0Ä",
    ]) {
      expect(validateIban(bad), bad).toEqual({ ok: false, reason: "format" });
    }
    expect(validateIban(undefined)).toEqual({ ok: false, reason: "format" });
    expect(validateIban(12345)).toEqual({ ok: false, reason: "format" });
    expect(validateIban("DE89" + "0".repeat(40))).toEqual({ ok: false, reason: "format" });
  });

  it("knows all SEPA countries including the recent members", () => {
    for (const cc of [
      "AT",
      "BE",
      "BG",
      "CY",
      "CZ",
      "DE",
      "DK",
      "EE",
      "ES",
      "FI",
      "FR",
      "GR",
      "HR",
      "HU",
      "IE",
      "IT",
      "LT",
      "LU",
      "LV",
      "MT",
      "NL",
      "PL",
      "PT",
      "RO",
      "SE",
      "SI",
      "SK",
      "IS",
      "LI",
      "NO",
      "CH",
      "GB",
      "MC",
      "SM",
      "VA",
      "AD",
      "GI",
      "AL",
      "MD",
      "ME",
      "MK",
      "RS",
    ]) {
      expect(SEPA_COUNTRIES.has(cc), cc).toBe(true);
    }
    expect(SEPA_COUNTRIES.has("US")).toBe(false);
    // the newest members validate through ibantools' registry table (Serbia, North Macedonia: registry examples)
    expect(validateIban("RS35 2600 0560 1001 6113 79")).toMatchObject({ ok: true, country: "RS" });
    expect(validateIban("MK07 2501 2000 0058 984")).toMatchObject({ ok: true, country: "MK" });
  });

  // Correct length and correct IBAN check digits (recomputed), but the BBAN does not have the
  // country's shape. The hand-written check (length table + mod 97) accepted all of these.
  const STRUCTURALLY_WRONG: Array<[string, string]> = [
    ["DE05 3704 0044 0532 0130 0A", "a letter where Germany has 18 digits"],
    ["DE03 3704 0044 0532 0130 O0", "the letter O for a zero"],
    ["NL53 1234 0417 1643 00", "digits where the Dutch bank code has four letters"],
    ["GB36 NWBK 6016 1331 926A 19", "a letter in the British account number"],
    ["AT67 I904 3002 3457 3201", "the letter I for a one in the Austrian bank code"],
    ["IT25 0054 2811 1010 0000 0123 456", "a digit where the Italian CIN is a letter"],
  ];

  it.each(STRUCTURALLY_WRONG)("rejects %s (%s) as structure, though its check digits match", (iban) => {
    const normalized = iban.replace(/ /g, "");
    expect(mod97(normalized)).toBe(1);
    expect(validateIban(iban)).toEqual({ ok: false, reason: "structure" });
  });

  it("rejects a wrong national check digit inside the BBAN although the IBAN check digits match", () => {
    for (const iban of ["ES29 2100 0418 4602 0005 1332", "BE41 5390 0754 7035", "FR84 2004 1010 0505 0001 3M02 607"]) {
      expect(mod97(iban.replace(/ /g, "")), iban).toBe(1);
      expect(validateIban(iban), iban).toEqual({ ok: false, reason: "checksum" });
    }
  });

  it("rejects a Swiss QR-IBAN, which takes QR-bill payments only, not a credit transfer", () => {
    expect(validateIban("CH44 3199 9123 0008 8901 2")).toEqual({ ok: false, reason: "structure" });
  });
});

describe("normalizeIban", () => {
  it("removes white space and upper-cases", () => {
    expect(normalizeIban(" fr14 2004\t1010 ")).toBe("FR1420041010");
  });
});

describe("maskIban", () => {
  it("keeps only country, check digits and the last two characters", () => {
    expect(maskIban("DE89370400440532013000")).toBe("DE89 •••• •••• •••• •••• 00");
    expect(maskIban("DE89 3704 0044 0532 0130 00")).toBe("DE89 •••• •••• •••• •••• 00");
    expect(maskIban("at611904300234573201")).toBe("AT61 •••• •••• •••• ••01");
  });

  it("never reveals the account number", () => {
    for (const [iban] of VALID) {
      const normalized = iban.replace(/ /g, "");
      const masked = maskIban(iban);
      const visible = masked.replace(/[ •]/g, "");
      expect(visible).toBe(normalized.slice(0, 4) + normalized.slice(-2));
      expect(masked.replace(/ /g, "")).toHaveLength(normalized.length);
      expect(masked).not.toContain(normalized.slice(4, 10));
    }
  });

  it("masks very short input completely", () => {
    expect(maskIban("DE8937")).toBe("•••• ••");
    expect(maskIban("")).toBe("");
  });
});

describe("isValidBic", () => {
  it("accepts 8 and 11 character BICs", () => {
    expect(isValidBic("COBADEFF")).toBe(true);
    expect(isValidBic("COBADEFFXXX")).toBe(true);
    expect(isValidBic("DEUTDEDB110")).toBe(true);
    expect(isValidBic("bkauath1")).toBe(true);
    expect(isValidBic(" GIBA ATWW XXX ")).toBe(true);
  });

  it("rejects other shapes", () => {
    for (const bad of ["", "COBADEF", "COBADEFFX", "COBADEFFXX", "COBADEFFXXXX", "C0BADEFF", "COBA1EFF", "COBADEF!", "COBADEFFXX-"]) {
      expect(isValidBic(bad), bad).toBe(false);
    }
    expect(isValidBic(null)).toBe(false);
    // right shape, but "XX" is no country
    expect(isValidBic("COBAXXFF")).toBe(false);
  });
});
