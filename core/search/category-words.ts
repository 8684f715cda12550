/**
 * The words people type for a kind of device instead of a model ("Handy", "móvil", "ordinateur
 * portable"), per language, as data (decision 0105): reviewed like content, never written into
 * the statements. A typed word (or run of words) that is one of its edition's category words is
 * not looked up in the devices' text: it limits the matches to that category ("Samsung Handy" →
 * Samsung's smartphones; "Handy" alone → every smartphone). Whole words only, after the search's
 * own normalisation (lower case, no accents), so "Téléphone" and "telephone" are the same word.
 * The keys are the catalog's category ids (db/seed/catalog-data/categories.ts).
 */
import type { EditionId } from "../editions/index.ts";
import { normalizeSearchText, tokens } from "./query.ts";

export type CategoryWords = Readonly<Record<string, readonly string[]>>;

const german: CategoryWords = {
  smartphones: ["Handy", "Handys", "Smartphone", "Smartphones", "Mobiltelefon", "Mobiltelefone", "Telefon", "Telefone"],
  tablets: ["Tablet", "Tablets", "Tablet-PC"],
  laptops: ["Laptop", "Laptops", "Notebook", "Notebooks"],
  cameras: ["Kamera", "Kameras", "Fotoapparat", "Digitalkamera", "Systemkamera", "Spiegelreflexkamera"],
  lenses: ["Objektiv", "Objektive"],
  consoles: ["Konsole", "Konsolen", "Spielkonsole", "Spielkonsolen"],
  monitors: ["Bildschirm", "Bildschirme", "Monitor", "Monitore"],
};

/** Category words per edition; Austria says what Germany says (Handy, Bildschirm, Notebook). */
export const CATEGORY_WORDS: Readonly<Record<EditionId, CategoryWords>> = {
  en: {
    smartphones: [
      "smartphone",
      "smartphones",
      "phone",
      "phones",
      "mobile",
      "mobiles",
      "mobile phone",
      "mobile phones",
      "cell phone",
      "cell phones",
      "cellphone",
      "cellphones",
    ],
    tablets: ["tablet", "tablets"],
    laptops: ["laptop", "laptops", "notebook", "notebooks"],
    cameras: ["camera", "cameras", "digital camera", "digital cameras", "dslr"],
    lenses: ["lens", "lenses"],
    consoles: ["console", "consoles", "games console", "game console", "games consoles", "game consoles"],
    monitors: ["monitor", "monitors", "screen", "screens", "display", "displays"],
  },
  de: german,
  at: german,
  es: {
    smartphones: ["móvil", "móviles", "teléfono", "teléfonos", "teléfono móvil", "celular", "celulares", "smartphone", "smartphones"],
    tablets: ["tablet", "tablets", "tableta", "tabletas"],
    laptops: ["portátil", "portátiles", "ordenador portátil", "ordenadores portátiles", "laptop", "notebook"],
    cameras: ["cámara", "cámaras", "cámara de fotos", "cámara digital", "cámaras de fotos"],
    lenses: ["objetivo", "objetivos", "lente", "lentes"],
    consoles: ["consola", "consolas", "videoconsola", "videoconsolas"],
    monitors: ["monitor", "monitores", "pantalla", "pantallas"],
  },
  fr: {
    smartphones: [
      "téléphone",
      "téléphones",
      "portable",
      "portables",
      "téléphone portable",
      "téléphones portables",
      "mobile",
      "mobiles",
      "smartphone",
      "smartphones",
    ],
    tablets: ["tablette", "tablettes", "tablet"],
    laptops: ["ordinateur portable", "ordinateurs portables", "pc portable", "laptop", "notebook"],
    cameras: ["appareil photo", "appareils photo", "appareil photo numérique", "caméra", "caméras"],
    lenses: ["objectif", "objectifs"],
    consoles: ["console", "consoles", "console de jeux", "consoles de jeux"],
    monitors: ["écran", "écrans", "moniteur", "moniteurs"],
  },
  it: {
    smartphones: ["cellulare", "cellulari", "telefonino", "telefonini", "telefono", "telefoni", "telefono cellulare", "smartphone"],
    tablets: ["tablet"],
    laptops: ["portatile", "portatili", "computer portatile", "notebook", "laptop"],
    cameras: ["fotocamera", "fotocamere", "macchina fotografica", "macchine fotografiche"],
    lenses: ["obiettivo", "obiettivi"],
    consoles: ["console", "console per videogiochi"],
    monitors: ["monitor", "schermo", "schermi"],
  },
};

/** A category word as typed words (normalised), with its category. */
interface Phrase {
  words: string[];
  category: string;
}

const phrasesByEdition = new Map<EditionId, Phrase[]>();

/** The edition's category words as normalised word runs, longest first ("ordinateur portable" before "portable"). */
function phrasesOf(edition: EditionId): Phrase[] {
  let list = phrasesByEdition.get(edition);
  if (!list) {
    list = Object.entries(CATEGORY_WORDS[edition])
      .flatMap(([category, words]) => words.map((w) => ({ words: tokens(normalizeSearchText(w)), category })))
      .sort((a, b) => b.words.length - a.words.length);
    phrasesByEdition.set(edition, list);
  }
  return list;
}

export interface CategoryWordsSplit {
  /** The categories named by category words, in the order typed (none: every category). */
  categories: string[];
  /** The other words, to be matched in the devices' text. */
  words: string[];
}

/**
 * Takes the edition's category words out of the typed (normalised) words, the longest run of
 * words first at each position: "samsung handy" → Samsung in the smartphones; "ordinateur
 * portable" → the laptops, "portable" alone → the smartphones (fr).
 */
export function splitCategoryWords(edition: EditionId, typed: readonly string[]): CategoryWordsSplit {
  const phrases = phrasesOf(edition);
  const categories: string[] = [];
  const words: string[] = [];
  let i = 0;
  while (i < typed.length) {
    const found = phrases.find((p) => p.words.every((w, k) => typed[i + k] === w));
    if (found) {
      if (!categories.includes(found.category)) categories.push(found.category);
      i += found.words.length;
    } else {
      words.push(typed[i]!);
      i += 1;
    }
  }
  return { categories, words };
}
