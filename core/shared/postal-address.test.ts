import { describe, expect, it } from "vitest";
import { addressFieldOrder, addressLines, houseNumberFirst, streetLine, type PostalAddressFields } from "./index.ts";

const at = (country: string, street: string, houseNumber: string, zip: string, city: string): PostalAddressFields => ({
  street,
  houseNumber,
  zip,
  city,
  country,
});

describe("addressLines: each country's order (decision 0108)", () => {
  it("France: the house number before the street, postcode before the town", () => {
    expect(addressLines(at("FR", "rue de Rivoli", "12", "75001", "Paris"), { name: "Camille Martin", countryName: "France" })).toEqual([
      "Camille Martin",
      "12 rue de Rivoli",
      "75001 Paris",
      "France",
    ]);
    expect(streetLine(at("FR", "avenue Foch", "3 bis", "", ""))).toBe("3 bis avenue Foch");
  });

  it("Germany and Austria: street, then number", () => {
    expect(addressLines(at("DE", "Musterstraße", "12", "10115", "Berlin"))).toEqual(["Musterstraße 12", "10115 Berlin"]);
    expect(addressLines(at("AT", "Mariahilfer Straße", "1a", "1060", "Wien"), { countryName: "Österreich" })).toEqual([
      "Mariahilfer Straße 1a",
      "1060 Wien",
      "Österreich",
    ]);
  });

  it("Spain: street, a comma, then number", () => {
    expect(addressLines(at("ES", "Calle Mayor", "12", "28013", "Madrid"))).toEqual(["Calle Mayor, 12", "28013 Madrid"]);
  });

  it("Italy: street, then number", () => {
    expect(addressLines(at("IT", "Via Roma", "12", "00184", "Roma"))).toEqual(["Via Roma 12", "00184 Roma"]);
  });

  it("United Kingdom and Ireland: number first, the town and the postcode on lines of their own", () => {
    expect(
      addressLines(at("GB", "Baker Street", "221B", "NW1 6XE", "London"), { name: "Sam Smith", countryName: "United Kingdom" }),
    ).toEqual(["Sam Smith", "221B Baker Street", "London", "NW1 6XE", "United Kingdom"]);
    expect(addressLines(at("IE", "Grafton Street", "12", "D02 X285", "Dublin"))).toEqual(["12 Grafton Street", "Dublin", "D02 X285"]);
  });

  it("reads the country code in any case and prints an unknown country as Germany does", () => {
    expect(streetLine(at("fr", "rue de Rivoli", "12", "", ""))).toBe("12 rue de Rivoli");
    expect(streetLine(at("NL", "Damrak", "1", "", ""))).toBe("Damrak 1");
  });

  it("leaves no empty line and no stray space or comma for missing parts", () => {
    expect(addressLines(at("ES", "Calle Mayor", "", "", "Madrid"), { name: "", countryName: null })).toEqual(["Calle Mayor", "Madrid"]);
    expect(addressLines(at("FR", "  rue  de Rivoli ", " 12 ", "75001", " "))).toEqual(["12 rue de Rivoli", "75001"]);
    expect(addressLines(at("GB", "", "", "", ""))).toEqual([]);
  });
});

describe("houseNumberFirst / addressFieldOrder: the forms ask in the country's order", () => {
  it("asks for the number first in FR, GB and IE, and after the street elsewhere", () => {
    for (const c of ["FR", "GB", "IE"]) {
      expect(houseNumberFirst(c), c).toBe(true);
      expect(addressFieldOrder(c), c).toEqual(["houseNumber", "street"]);
    }
    for (const c of ["DE", "AT", "ES", "IT"]) {
      expect(houseNumberFirst(c), c).toBe(false);
      expect(addressFieldOrder(c), c).toEqual(["street", "houseNumber"]);
    }
  });
});
