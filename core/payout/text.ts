/**
 * Text for a SEPA file (decision 0037): the EPC rulebook's Latin character set
 * (a–z A–Z 0–9 / - ? : ( ) . , ' + and space). Names in other letters are transliterated
 * (ä → ae, ß → ss, é → e, Ł → L, Ø → O, Greek and Cyrillic by their Latin spelling), anything
 * still outside the set becomes a space; runs of spaces collapse.
 */

/** Letters that do not decompose into a base letter and a mark (or have a customary spelling). */
const SPECIAL: Readonly<Record<string, string>> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  Ä: "Ae",
  Ö: "Oe",
  Ü: "Ue",
  ß: "ss",
  ẞ: "SS",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ø: "o",
  Ø: "O",
  å: "aa",
  Å: "AA",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ð: "d",
  Ð: "D",
  þ: "th",
  Þ: "TH",
  ı: "i",
  ħ: "h",
  Ħ: "H",
  "&": "+",
  "\u2019": "'",
  "\u2018": "'",
  "`": "'",
  "´": "'",
  "\u2013": "-",
  "\u2014": "-",
  _: "-",
};

const GREEK: Readonly<Record<string, string>> = {
  α: "a",
  β: "v",
  γ: "g",
  δ: "d",
  ε: "e",
  ζ: "z",
  η: "i",
  θ: "th",
  ι: "i",
  κ: "k",
  λ: "l",
  μ: "m",
  ν: "n",
  ξ: "x",
  ο: "o",
  π: "p",
  ρ: "r",
  σ: "s",
  ς: "s",
  τ: "t",
  υ: "y",
  φ: "f",
  χ: "ch",
  ψ: "ps",
  ω: "o",
};

const CYRILLIC: Readonly<Record<string, string>> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "i",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "iu",
  я: "ia",
  і: "i",
  ї: "i",
  є: "ie",
  ґ: "g",
  ђ: "dj",
  ј: "j",
  љ: "lj",
  њ: "nj",
  ћ: "c",
  џ: "dz",
};

const ALLOWED = /[A-Za-z0-9/\-?:().,'+ ]/;

function script(ch: string): string {
  if (ALLOWED.test(ch)) return ch;
  const lower = ch.toLowerCase();
  const table = GREEK[lower] ?? CYRILLIC[lower];
  if (table !== undefined) return ch === lower ? table : table.charAt(0).toUpperCase() + table.slice(1);
  return " ";
}

function letter(ch: string): string {
  if (ALLOWED.test(ch)) return ch;
  const special = SPECIAL[ch];
  if (special !== undefined) return special;
  // é → e, ő → o, ά → α → a: the base letter without its marks, then the script's Latin spelling.
  return [...ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "")].map(script).join("");
}

/** `text` in the SEPA character set, trimmed, at most `max` characters. */
export function sepaText(text: string, max = 70): string {
  const out = [...text.normalize("NFC")].map(letter).join("").replace(/\s+/g, " ").trim();
  return out.slice(0, max).trim();
}

/** True when `text` uses only the SEPA character set. */
export const isSepaText = (text: string) => [...text].every((c) => ALLOWED.test(c));

/**
 * An id for the file (message id, end-to-end id): 1–35 characters of the set, no leading "/" and
 * no "//" (the rulebook's rule for references).
 */
export function isSepaId(id: string, max = 35): boolean {
  return id.length >= 1 && id.length <= max && isSepaText(id) && !id.startsWith("/") && !id.includes("//") && id.trim() === id;
}
