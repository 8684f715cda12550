/**
 * Customs data for parcels that cross the EU's customs border (issue 30, decision 0095): the
 * English edition takes devices from Great Britain to the warehouse in Leipzig, and returns them
 * there. The carrier then needs each device as an invoice line: what it is (in English), how
 * many, its value and its commodity code (the Harmonized System's six digits, which both the UK
 * and the EU tariff start with). Pure.
 */

/** The EU's customs territory (ISO 3166-1 alpha-2) among the countries our editions ship from or to. */
const EU_CUSTOMS = new Set([
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
]);

/** Whether a parcel from `from` to `to` crosses the EU's customs border (one side in, the other out). */
export function crossesCustomsBorder(from: string, to: string): boolean {
  return EU_CUSTOMS.has(from.toUpperCase()) !== EU_CUSTOMS.has(to.toUpperCase());
}

/**
 * Per catalog category: the goods description customs reads, and the HS code (2022 edition):
 * 8517.13 smartphones; 8471.30 portable data-processing machines (tablets, laptops);
 * 8525.89 digital cameras; 9002.11 objective lenses for cameras; 9504.50 video game consoles;
 * 8528.52 monitors for data-processing machines.
 */
const GOODS: Readonly<Record<string, { description: string; hsCode: string }>> = {
  smartphones: { description: "Used smartphone", hsCode: "851713" },
  tablets: { description: "Used tablet computer", hsCode: "847130" },
  laptops: { description: "Used laptop computer", hsCode: "847130" },
  cameras: { description: "Used digital camera", hsCode: "852589" },
  lenses: { description: "Used camera lens", hsCode: "900211" },
  consoles: { description: "Used video game console", hsCode: "950450" },
  monitors: { description: "Used computer monitor", hsCode: "852852" },
};

/** A category's goods description and HS code; a category without one is described as a used electronic device, without a code. */
export function customsGoods(categoryId: string): { description: string; hsCode: string | null } {
  return GOODS[categoryId] ?? { description: "Used electronic device", hsCode: null };
}
