/** ISO 3166-1 alpha-2 → alpha-3 for the countries our editions ship from or to (DHL wants alpha-3). */
const ALPHA3: Record<string, string> = {
  AT: "AUT",
  BE: "BEL",
  CH: "CHE",
  DE: "DEU",
  DK: "DNK",
  ES: "ESP",
  FR: "FRA",
  GB: "GBR",
  IE: "IRL",
  IT: "ITA",
  LU: "LUX",
  NL: "NLD",
  PL: "POL",
  PT: "PRT",
};

export function alpha3(country: string): string | null {
  return ALPHA3[country.toUpperCase()] ?? null;
}
