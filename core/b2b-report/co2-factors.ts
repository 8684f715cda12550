/**
 * CO₂e avoided by reusing a device instead of buying a new one, per catalog category, from
 * published life-cycle figures only (decision 0122). No figure is estimated, averaged or
 * extrapolated here: a category without a published figure has `factor: null`, and the report
 * counts its devices without CO₂e and says so.
 *
 * Method: the figure is the one the source publishes for "buying a refurbished device instead of a
 * new one", for one year of use of the device (the study's functional unit: owning and using the
 * device for one year; the whole life cycle: raw materials, manufacturing, distribution, use, end of
 * life, and for the refurbished device its refurbishment, transport and replaced parts). The report
 * therefore states kg CO₂e avoided per year of use of the devices reused; it does not multiply by
 * an assumed number of years.
 */

export interface Co2Source {
  id: string;
  title: string;
  publisher: string;
  year: number;
  url: string;
  /** Where the figure itself is stated, when the study's summary page gives only percentages. */
  figureReportedIn: { title: string; url: string }[];
}

export interface Co2Factor {
  /** Grams CO₂e avoided per device and year of use (integers, so sums are exact). */
  gramsPerYear: number;
  sourceId: string;
  /** What the figure covers, in one line (English; the decision and the report's method say it in full). */
  covers: string;
}

export const CO2_SOURCES: Readonly<Record<string, Co2Source>> = Object.freeze({
  // ADEME (French Agency for Ecological Transition), with DDemain, Hubblo and LCIE Bureau Veritas:
  // the life-cycle assessment of refurbished smartphones, tablets, laptops and desktops against new
  // ones (ISO 14040/14044, critical review), published 9 September 2022. Its figures are per year
  // of use. The summary page gives the avoided share (smartphones 64–87 %, laptops 43–97 %); the
  // kg CO₂e figures below are the ones ADEME's release of the same day gave, as reported word for
  // word by Reporterre and Alliancy (both September 2022).
  "ademe-2022-refurbished": {
    id: "ademe-2022-refurbished",
    title: "Évaluation de l'impact environnemental d'un ensemble de produits reconditionnés",
    publisher: "ADEME (Agence de la transition écologique); DDemain, Hubblo, LCIE Bureau Veritas",
    year: 2022,
    url: "https://librairie.ademe.fr/dechets-economie-circulaire/5241-evaluation-de-l-impact-environnemental-d-un-ensemble-de-produits-reconditionnes.html",
    figureReportedIn: [
      { title: "Reporterre, September 2022", url: "https://reporterre.net/Electronique-le-reconditionne-oui-mais-a-certaines-conditions" },
      {
        title: "Alliancy: L'impact réel des produits reconditionnés dépend du comportement des utilisateurs (September 2022)",
        url: "https://www.alliancy.fr/impact-produits-reconditionnes-comportement-utilisateurs",
      },
    ],
  },
});

/**
 * Per catalog category id (db/seed/catalog-data/categories.ts). `null`: no published figure found
 * for reusing a device of the category (decision 0122 lists what was looked at).
 */
export const CO2_FACTORS: Readonly<Record<string, Co2Factor | null>> = Object.freeze({
  // ADEME 2022: a refurbished mobile phone avoids 24.6 kg CO₂e per year of use (and 76.9 kg of raw materials).
  smartphones: {
    gramsPerYear: 24_600,
    sourceId: "ademe-2022-refurbished",
    covers: "refurbished instead of new smartphone, whole life cycle, per year of use (France, 2020 market)",
  },
  // ADEME 2022: a refurbished laptop instead of a new one avoids 27 kg CO₂e per year of use.
  laptops: {
    gramsPerYear: 27_000,
    sourceId: "ademe-2022-refurbished",
    covers: "refurbished instead of new laptop, whole life cycle, per year of use (France, 2020 market)",
  },
  // The same study covers tablets, but the published summary gives only the avoided share (46–80 %), no kg figure.
  tablets: null,
  // The study extrapolated consoles from laptops in an annex, "for want of sufficiently robust data": not a figure to cite.
  consoles: null,
  // No published figure for reusing a monitor, a camera or a lens was found (decision 0122).
  monitors: null,
  cameras: null,
  lenses: null,
});

/** The factor of a category id; null for a category without a published figure (or an unknown one). */
export function co2FactorOf(categoryId: string): Co2Factor | null {
  return Object.hasOwn(CO2_FACTORS, categoryId) ? (CO2_FACTORS[categoryId] ?? null) : null;
}
