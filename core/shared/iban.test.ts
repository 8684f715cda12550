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

  it("accepts check digits that differ by 97 where both are in 02–98", () => {
    for (const iban of ["DE02370400440532013014", "DE98370400440532013032", "DE97370400440532013050"])
      expect(validateIban(iban).ok, iban).toBe(true);
  });

  it.each([
    ["DE88 3704 0044 0532 0130 00", "checksum"], // a wrong check digit
    // a typo in the account number: a changed digit, swapped adjacent digits
    ["DE89 3704 0044 0532 0131 00", "checksum"],
    ["AT61 1904 3002 3457 3210", "checksum"],
    ["FR14 2004 1010 0505 0001 3M02 607", "checksum"],
    // the check digits 00, 01 and 99 even when mod-97 matches: d and d + 97 give the same
    // remainder; ISO 13616 only allows 02–98
    ["DE99370400440532013014", "checksum"],
    ["DE01370400440532013032", "checksum"],
    ["DE00370400440532013050", "checksum"],
    // a wrong length
    ["DE89 3704 0044 0532 0130 0", "length"],
    ["DE89 3704 0044 0532 0130 000", "length"],
    ["AT61 1904 3002 3457 3201 1", "length"],
    // countries outside SEPA: a well-formed Brazilian IBAN and an unknown code
    ["BR15 0000 0000 0000 1093 2840 814 P2", "country"],
    ["XX89 3704 0044 0532 0130 00", "country"],
    // malformed input
    ["", "format"],
    ["DE", "format"],
    ["1234567890", "format"],
    ["DEXX 3704 0044 0532 0130 00", "format"],
    ["DE89-3704-0044-0532-0130-00", "format"],
    ["DE89 3704 0044 0532 0130 0Ä", "format"],
    [undefined, "format"],
    [12345, "format"],
    ["DE89" + "0".repeat(40), "format"],
  ] as const)("rejects %j (%s)", (input, reason) => {
    expect(validateIban(input)).toEqual({ ok: false, reason });
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
  it.each([
    ["DE89370400440532013000", "DE89 •••• •••• •••• •••• 00"],
    ["DE89 3704 0044 0532 0130 00", "DE89 •••• •••• •••• •••• 00"],
    ["at611904300234573201", "AT61 •••• •••• •••• ••01"],
  ])("keeps only country, check digits and the last two characters: %s", (iban, masked) => {
    expect(maskIban(iban)).toBe(masked);
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
    for (const ok of ["COBADEFF", "COBADEFFXXX", "DEUTDEDB110", "bkauath1", " GIBA ATWW XXX "]) expect(isValidBic(ok), ok).toBe(true);
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
