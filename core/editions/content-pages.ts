/**
 * The editorial pages every edition has, with their slug per edition (`/content/{slug}`).
 * Slugs are translated where the name is; the texts live in the content store.
 */
import type { EditionId } from "./config.ts";

export const CONTENT_PAGE_KEYS = [
  "terms",
  "privacy",
  "imprint",
  "about",
  "howItWorks",
  "packingTips",
  "dataErasure",
  "ecoEffect",
  "press",
  "partnerProgramme",
  "faq",
  "accessibility",
] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];

type Slugs = Record<ContentPageKey, string>;

const german: Slugs = {
  terms: "agb",
  privacy: "datenschutz",
  imprint: "impressum",
  about: "ueber-uns",
  howItWorks: "so-funktionierts",
  packingTips: "verpackungstipps",
  dataErasure: "daten-loeschen",
  ecoEffect: "oeko-effekt",
  press: "presse",
  partnerProgramme: "partnerprogramm",
  faq: "faq",
  accessibility: "barrierefreiheit",
};

export const CONTENT_SLUGS: Record<EditionId, Slugs> = {
  en: {
    terms: "terms",
    privacy: "privacy",
    imprint: "imprint",
    about: "about-us",
    howItWorks: "how-it-works",
    packingTips: "packing-tips",
    dataErasure: "data-erasure",
    ecoEffect: "eco-effect",
    press: "press",
    partnerProgramme: "partner-programme",
    faq: "faq",
    accessibility: "accessibility",
  },
  de: german,
  at: german,
  es: {
    terms: "condiciones",
    privacy: "privacidad",
    imprint: "aviso-legal",
    about: "quienes-somos",
    howItWorks: "como-funciona",
    packingTips: "consejos-de-embalaje",
    dataErasure: "borrar-datos",
    ecoEffect: "efecto-eco",
    press: "prensa",
    partnerProgramme: "programa-de-afiliados",
    faq: "preguntas-frecuentes",
    accessibility: "accesibilidad",
  },
  fr: {
    terms: "cgv",
    privacy: "confidentialite",
    imprint: "mentions-legales",
    about: "a-propos",
    howItWorks: "comment-ca-marche",
    packingTips: "conseils-emballage",
    dataErasure: "effacer-donnees",
    ecoEffect: "effet-eco",
    press: "presse",
    partnerProgramme: "programme-partenaires",
    faq: "faq",
    accessibility: "accessibilite",
  },
  it: {
    terms: "condizioni",
    privacy: "privacy",
    imprint: "note-legali",
    about: "chi-siamo",
    howItWorks: "come-funziona",
    packingTips: "consigli-imballaggio",
    dataErasure: "cancellare-dati",
    ecoEffect: "effetto-eco",
    press: "stampa",
    partnerProgramme: "programma-partner",
    faq: "faq",
    accessibility: "accessibilita",
  },
};

export function contentSlug(edition: EditionId, key: ContentPageKey): string {
  return CONTENT_SLUGS[edition][key];
}

export function contentKeyForSlug(edition: EditionId, slug: string): ContentPageKey | null {
  const entry = Object.entries(CONTENT_SLUGS[edition]).find(([, s]) => s === slug);
  return entry ? (entry[0] as ContentPageKey) : null;
}
