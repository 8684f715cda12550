/** The legacy redirect sets of spec §2, per edition (Italy has none). */
import { contentSlug, pathFor, type ContentPageKey, type EditionId } from "../../core/editions/index.ts";
import { categories } from "./catalog-data/categories.ts";
import type { CategoryKey } from "./catalog-data/types.ts";

export interface RedirectSeed {
  edition: EditionId;
  sourcePath: string;
  target: string;
  status: number;
}

type Legacy = Partial<Record<ContentPageKey, string[]>>;

const legacyContent: Record<Exclude<EditionId, "it" | "es" | "fr">, Legacy> & { es: Legacy; fr: Legacy } = {
  en: {
    terms: ["/terms-and-conditions", "/terms.html"],
    about: ["/about", "/about-us.html"],
    imprint: ["/legal-notice"],
    press: ["/press-releases"],
    ecoEffect: ["/eco", "/sustainability"],
    partnerProgramme: ["/partner-program", "/affiliate"],
    dataErasure: ["/delete-your-data"],
    packingTips: ["/packaging"],
    howItWorks: ["/how-to-sell"],
    privacy: ["/privacy-policy", "/data-protection"],
  },
  de: {
    terms: ["/allgemeine-geschaeftsbedingungen", "/agb.html"],
    about: ["/ueber-sellback", "/wir-ueber-uns"],
    imprint: ["/impressum.html"],
    press: ["/pressebereich"],
    ecoEffect: ["/nachhaltigkeit", "/oekoeffekt"],
    partnerProgramme: ["/partner-programm", "/affiliate"],
    dataErasure: ["/datenloeschung"],
    packingTips: ["/verpacken", "/versandtipps"],
    howItWorks: ["/wie-funktioniert-es", "/ablauf"],
    privacy: ["/datenschutzerklaerung"],
  },
  at: {
    terms: ["/allgemeine-geschaeftsbedingungen", "/agb.html"],
    about: ["/ueber-sellback"],
    imprint: ["/impressum.html"],
    press: ["/pressebereich"],
    ecoEffect: ["/nachhaltigkeit"],
    partnerProgramme: ["/partner-programm"],
    dataErasure: ["/datenloeschung"],
    packingTips: ["/verpacken"],
    howItWorks: ["/ablauf"],
    privacy: ["/datenschutzerklaerung"],
  },
  es: {
    terms: ["/terminos-y-condiciones", "/legal"],
    about: ["/sobre-nosotros"],
    imprint: ["/aviso-legal.html"],
    press: ["/sala-de-prensa"],
    partnerProgramme: ["/afiliados"],
    packingTips: ["/embalaje"],
    privacy: ["/politica-de-privacidad"],
  },
  fr: {
    terms: ["/conditions-generales"],
    about: ["/qui-sommes-nous"],
    imprint: ["/mentions-legales.html"],
    press: ["/espace-presse"],
    privacy: ["/politique-de-confidentialite"],
    packingTips: ["/emballage"],
  },
};

const faqToContact: Partial<Record<EditionId, string[]>> = {
  en: ["/faq", "/help"],
  de: ["/faq", "/hilfe"],
  at: ["/faq", "/hilfe"],
};

const oldCartToHome: Partial<Record<EditionId, string[]>> = {
  en: ["/cart", "/cart/view", "/basket"],
  de: ["/warenkorb", "/warenkorb/anzeigen", "/cart/view"],
  at: ["/warenkorb", "/warenkorb/anzeigen", "/cart/view"],
  es: ["/carrito", "/cart/view"],
  fr: ["/panier", "/cart/view"],
};

/** France's old sell/model URLs → /catalogue/{category-slug}, some → home. */
const frenchOldSell: Record<string, CategoryKey | "home"> = {
  "/vendre-mon-telephone": "smartphones",
  "/vendre/telephone": "smartphones",
  "/vendre-iphone": "smartphones",
  "/vendre-samsung": "smartphones",
  "/vendre/tablette": "tablets",
  "/vendre-ipad": "tablets",
  "/vendre/ordinateur-portable": "laptops",
  "/vendre-macbook": "laptops",
  "/vendre/appareil-photo": "cameras",
  "/vendre/objectif": "lenses",
  "/vendre/console": "consoles",
  "/vendre/ecran": "monitors",
  "/vendre": "home",
  "/modeles": "home",
  "/rachat": "home",
};

function categorySlug(edition: EditionId, key: CategoryKey): string {
  const lang = edition === "at" ? "de" : edition;
  const category = categories.find((c) => c.key === key);
  if (!category) throw new Error(`unknown category ${key}`);
  return category.slug[lang];
}

export function legacyRedirects(): RedirectSeed[] {
  const rows: RedirectSeed[] = [];
  const add = (edition: EditionId, sourcePath: string, target: string) =>
    rows.push({ edition, sourcePath: sourcePath.toLowerCase(), target, status: 301 });

  for (const [edition, sets] of Object.entries(legacyContent) as [EditionId, Legacy][]) {
    for (const [key, sources] of Object.entries(sets) as [ContentPageKey, string[]][]) {
      const target = pathFor(edition, "content", { slug: contentSlug(edition, key) });
      for (const source of sources) add(edition, source, target);
    }
  }
  for (const [edition, sources] of Object.entries(faqToContact) as [EditionId, string[]][])
    for (const source of sources) add(edition, source, pathFor(edition, "contact"));
  for (const [edition, sources] of Object.entries(oldCartToHome) as [EditionId, string[]][])
    for (const source of sources) add(edition, source, "/");
  for (const [source, key] of Object.entries(frenchOldSell))
    add("fr", source, key === "home" ? "/" : pathFor("fr", "sellCategory", { category: categorySlug("fr", key) }));
  add("de", "/newsletter/abmelden/:hash", "/newsletter/unsubscribe/:hash");
  add("de", "/newsletter/unsubscribe/hash/:hash", "/newsletter/unsubscribe/:hash");
  return rows;
}
