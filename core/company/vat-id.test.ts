import { describe, expect, it } from "vitest";
import { normalizeVatId, VAT_CHECK_DIGIT_COUNTRIES, VAT_PREFIXES, vatIdProblem, vatPrefixOf } from "./vat-id.ts";

/**
 * Known-valid VAT IDs as published (python-stdnum's test list of numbers taken from VIES and public
 * registers, tests/test_eu_vat.doctest, and its module examples), typed the way people type them.
 */
const VALID = [
  "ATU 142 43 102",
  "ATU 15159209",
  "ATU 28560205",
  "ATU 34172105",
  "ATU 40698107",
  "ATU 46276408",
  "BE 0202.239.951",
  "BE 0220.764.971",
  "BE 0248.015.142",
  "BE 0402 918 402",
  "BE 0407.139.583",
  "DE - 113866163",
  "DE - 231969187",
  "DE - 265265318",
  "DE - 267297673",
  "DE 118619592",
  "DE 125014955",
  "DK 10 50 32 80",
  "DK 11 97 56 58",
  "DK 12 14 48 22",
  "DK 13 20 24 35",
  "DK 13 31 04 59",
  "DK 16 89 50 16",
  "ES - Q0818001J",
  "ES 54362315K",
  "ES A-28184661",
  "ES A-60631835",
  "ES A-60997582",
  "ES A08370314",
  "FI 02459042",
  "FI 0982651-1",
  "FI 10320534",
  "FI 18949388",
  "FI 20194885",
  "FI 20774740",
  "FR 04409414364",
  "FR 09434086930",
  "FR 114 248 728 36",
  "FR 13 393 892 815",
  "FR 163 041 877 01",
  "FR 18 349 685 099",
  "IE 0005306C",
  "IE 4550159S",
  "IE 4693875V",
  "IE 4731823J",
  "IE 632 3420 C",
  "IE 6324720T",
  "IT - 01404480202",
  "IT 0 0 6 1 8 2 8 0 4 9 9",
  "IT 00 595 000 217",
  "IT 00118439991",
  "IT 00193180932",
  "IT 00520800319",
  "LU 10059929",
  "LU 10590281",
  "LU 109 676 28",
  "LU 11082217",
  "LU 13178262",
  "LU 150 274 42",
  "NL 001241 643 B01",
  "NL 009122746 B01",
  "NL 806753742B01",
  "NL 820605876B01",
  "NL 8225.69.759 b01",
  "NL-812421267 B01",
  "PL 5211355116",
  "PL 5211754253",
  "PL 5220205853",
  "PL 5342152448",
  "PL 5423074698",
  "PL 584-030-44-72",
  "PT 500 019 720",
  "PT 500135.495",
  "PT 501 507 930",
  "PT 501 519 246",
  "PT 501 964 843",
  "PT 502448911",
  "SE 202 100-5000 01",
  "SE 390 806 051 401",
  "SE 55 62 00-0777 01",
  "SE 55 67 59 32 48 01",
  "SE 556.383.740.901",
  "SE 556058115801",
  "HR 33392005961",
  "IE 6433435F",
  "IE 6433435OA",
  "IE8D79739I",
  "FR K 7399859412",
];

/** The same kind of numbers with one check digit changed (each checked against the algorithm to be wrong). */
const WRONG_CHECK_DIGIT = [
  "ATU15159208", // AT: (6 − Luhn) mod 10
  "BE0202239952", // BE: mod 97 of the first eight
  "DE113866164", // DE: ISO 7064 MOD 11,10
  "DK10503281", // DK: weights 2 7 6 5 4 3 2 1, mod 11
  "ESA28184662", // ES: a company's CIF (Luhn digit)
  "ES54362315J", // ES: a DNI's letter
  "ESX5277343R", // ES: an NIE's letter (X5277343Q is right)
  "FI02459043", // FI: weights, mod 11
  "FR04409414365", // FR: SIREN Luhn and the key
  "FR05409414364", // FR: key only
  "FRK7399859312", // FR: a letter key
  "HR33392005962", // HR: ISO 7064 MOD 11,10
  "IE6433435E", // IE: mod 23 letter
  "IT01404480203", // IT: Luhn
  "IT00595000217".replace("0217", "1017"), // IT: office 101 is no province (format passes, the office does not)
  "LU10059928", // LU: mod 89
  "NL806753743B01", // NL: neither the eleven test nor MOD 97-10
  "PL5211355117", // PL: weights, mod 11
  "PT500019721", // PT: weights, mod 11
  "SE202100500101".replace("500101", "500201"), // SE: Luhn over the organisation number
];

describe("normalizeVatId", () => {
  it("drops spaces, dots, dashes and slashes and writes upper case", () => {
    expect(normalizeVatId(" de 113.866-163 ")).toBe("DE113866163");
    expect(normalizeVatId("nl 8225.69.759 b01")).toBe("NL822569759B01");
  });
  it("writes Greece as EL and adds the company's prefix to a bare number", () => {
    expect(normalizeVatId("GR 039868210")).toBe("EL039868210");
    expect(normalizeVatId("039868210", "GR")).toBe("EL039868210");
    expect(normalizeVatId("113866163", "DE")).toBe("DE113866163");
    expect(normalizeVatId("U15159209", "at")).toBe("ATU15159209");
    expect(normalizeVatId("113866163", "CH")).toBe("113866163");
  });
  it("gives Belgium's old nine-digit numbers their leading 0", () => {
    expect(normalizeVatId("BE 202.239.951")).toBe("BE0202239951");
  });
});

describe("vatIdProblem", () => {
  it.each(VALID)("accepts the published valid number %s", (raw) => {
    expect(vatIdProblem(normalizeVatId(raw))).toBeNull();
  });

  it.each(WRONG_CHECK_DIGIT)("refuses %s for its check digit", (id) => {
    expect(vatIdProblem(id)).toBe("vat_check_digit");
  });

  it("covers every member state with a format and names the ones with check digits", () => {
    expect(VAT_PREFIXES).toHaveLength(27);
    expect([...VAT_CHECK_DIGIT_COUNTRIES].sort()).toEqual(
      ["AT", "BE", "DE", "DK", "ES", "FI", "FR", "HR", "IE", "IT", "LU", "NL", "PL", "PT", "SE"].sort(),
    );
    for (const p of VAT_PREFIXES) expect(vatPrefixOf(p === "EL" ? "GR" : p)).toBe(p);
  });

  it("checks the format of each state", () => {
    expect(vatIdProblem("DE12345678")).toBe("vat_format"); // eight digits
    expect(vatIdProblem("DE012345678")).toBe("vat_format"); // leading 0
    expect(vatIdProblem("AT15159209")).toBe("vat_format"); // no U
    expect(vatIdProblem("NL806753742C01")).toBe("vat_format");
    expect(vatIdProblem("SE202100500002")).toBe("vat_format"); // not …01
    expect(vatIdProblem("CY10246672")).toBe("vat_format"); // no letter
    expect(vatIdProblem("EL03986821")).toBe("vat_format");
    expect(vatIdProblem("LT1000013541")).toBe("vat_format"); // ten digits
    expect(vatIdProblem("IT0140448020")).toBe("vat_format");
  });

  it("refuses prefixes outside the EU, GR instead of EL, and a prefix that is not the company's country", () => {
    expect(vatIdProblem("CHE123456789")).toBe("vat_country");
    expect(vatIdProblem("GB123456789")).toBe("vat_country");
    expect(vatIdProblem("GR039868210")).toBe("vat_country");
    expect(vatIdProblem("113866163")).toBe("vat_country");
    expect(vatIdProblem("DE113866163", "AT")).toBe("vat_country");
    expect(vatIdProblem("EL039868210", "GR")).toBeNull();
    expect(vatIdProblem("ATU15159209", "AT")).toBeNull();
  });
});
