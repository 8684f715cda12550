/**
 * Recognizing a list's columns by their headers (decision 0117): en, de, es, fr, it and nl, case-,
 * accent- and punctuation-insensitive ("Modèle", "MODELL:", "número de serie" all fold to plain
 * words). A header is compared whole first, then by its words, so that "Gerät / Modell" or
 * "Device model" are found too. A table without a recognisable model column gets no `model`
 * entry: the seller maps it by hand.
 */
import { foldText } from "./text.ts";
import type { ColumnMap, ListField, ListTable } from "./types.ts";

/** Folded header words per field. Phrases (with a space) are compared against the whole folded header. */
const HEADERS: Record<ListField, readonly string[]> = {
  model: [
    // en
    "model",
    "models",
    "device",
    "device model",
    "product",
    "item",
    "model name",
    "description",
    "article",
    "phone",
    "handset",
    // de
    "modell",
    "geraet",
    "geraetemodell",
    "artikel",
    "bezeichnung",
    "produkt",
    "typ",
    "modellbezeichnung",
    "artikelbezeichnung",
    // es
    "modelo",
    "dispositivo",
    "producto",
    "articulo",
    "descripcion",
    "equipo",
    // fr
    "modele",
    "appareil",
    "produit",
    "designation",
    "libelle",
    // it
    "modello",
    "dispositivo",
    "prodotto",
    "articolo",
    "descrizione",
    // nl
    "model",
    "toestel",
    "apparaat",
    "omschrijving",
    "artikel",
  ],
  storage: [
    "storage",
    "capacity",
    "memory",
    "size",
    "gb",
    "storage gb",
    "capacity gb",
    "speicher",
    "speicherplatz",
    "kapazitaet",
    "speichergroesse",
    "almacenamiento",
    "capacidad",
    "memoria",
    "stockage",
    "capacite",
    "memoire",
    "memoria",
    "capacita",
    "archiviazione",
    "opslag",
    "geheugen",
    "capaciteit",
    "opslagcapaciteit",
  ],
  colour: ["colour", "color", "farbe", "couleur", "colore", "kleur", "colori", "farben"],
  condition: [
    "condition",
    "grade",
    "state",
    "quality",
    "cosmetic grade",
    "zustand",
    "klasse",
    "note",
    "qualitaet",
    "zustandsklasse",
    "zustandsnote",
    "estado",
    "condicion",
    "grado",
    "calidad",
    "etat",
    "condition",
    "qualite",
    "grade",
    "condizione",
    "condizioni",
    "stato",
    "grado",
    "qualita",
    "staat",
    "conditie",
    "kwaliteit",
    "klasse",
  ],
  quantity: [
    "quantity",
    "qty",
    "count",
    "units",
    "pieces",
    "pcs",
    "number of units",
    "menge",
    "anzahl",
    "stueck",
    "stueckzahl",
    "stk",
    "cantidad",
    "unidades",
    "uds",
    "piezas",
    "quantite",
    "qte",
    "unites",
    "nombre d unites",
    "nombre de pieces",
    "quantita",
    "qta",
    "pezzi",
    "numero di pezzi",
    "aantal",
    "hoeveelheid",
    "stuks",
  ],
  imei: ["imei", "imei1", "imei 1", "imei number", "imei nummer", "imei numero", "numero imei", "imei nr", "imei nummer"],
  serial: [
    "serial",
    "serial number",
    "serial no",
    "sn",
    "s n",
    "serialnumber",
    "seriennummer",
    "serien nr",
    "seriennr",
    "snr",
    "numero de serie",
    "n de serie",
    "no de serie",
    "num serie",
    "numero de serie",
    "n serie",
    "no serie",
    "numero di serie",
    "matricola",
    "seriale",
    "numero seriale",
    "serienummer",
    "serie nummer",
    "serienr",
  ],
};

/** "geraet" is also written "gerät", which folds to "gerat": both spellings count. */
const umlautless = (w: string) => w.replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u");
const WORDS: Record<ListField, string[]> = Object.fromEntries(
  Object.entries(HEADERS).map(([field, words]) => [field, [...new Set(words.flatMap((w) => [w, umlautless(w)]))]]),
) as Record<ListField, string[]>;

const ORDER: readonly ListField[] = ["imei", "serial", "quantity", "storage", "colour", "condition", "model"];

const WHOLE = new Map<string, ListField>();
for (const field of ORDER) for (const h of WORDS[field]) if (!WHOLE.has(h)) WHOLE.set(h, field);

/** The field a header names, or null. */
export function fieldOfHeader(header: string): ListField | null {
  const folded = foldText(header);
  if (!folded) return null;
  const whole = WHOLE.get(folded) ?? WHOLE.get(folded.replace(/ /g, ""));
  if (whole) return whole;
  const words = folded.split(" ");
  // "IMEI / Seriennummer" names the IMEI first; "Gerät (Modell)" the model
  for (const field of ORDER) {
    for (const h of WORDS[field]) {
      if (h.includes(" ") ? folded.includes(h) : words.includes(h)) return field;
    }
  }
  return null;
}

/** field → column index for the headers it recognizes; the first column naming a field wins. */
export function recognizeColumns(headers: string[]): ColumnMap {
  const map: ColumnMap = {};
  headers.forEach((header, index) => {
    const field = fieldOfHeader(header ?? "");
    if (field && map[field] === undefined) map[field] = index;
  });
  return map;
}

/** Folded headers of a manufacturer column (not a field of its own: its text goes before the model, see readRows). */
const BRAND_HEADERS = new Set([
  "brand",
  "manufacturer",
  "make",
  "vendor",
  "hersteller",
  "marke",
  "marca",
  "fabricante",
  "marque",
  "fabricant",
  "constructeur",
  "produttore",
  "merk",
  "fabrikant",
]);

/** The column naming the manufacturer, when the table has one and it is not mapped to a field. */
export function brandColumn(headers: readonly string[], columns: ColumnMap): number | null {
  const used = new Set(Object.values(columns));
  const at = headers.findIndex((h, i) => !used.has(i) && BRAND_HEADERS.has(foldText(h ?? "")));
  return at >= 0 ? at : null;
}

const IMEI_LIKE = /^\d{15}$/;
const QUANTITY_LIKE = /^\d{1,4}$/;
const STORAGE_LIKE = /^\d{1,4}\s?(gb|tb|go|to)$/i;

/**
 * The columns of a table: by header where the headers say, else (a pasted list without a header)
 * by content: the first mostly-text column is the model, a column of 15 digits the IMEI, one of
 * sizes ("128GB", "1 TB") the storage, one of small whole numbers the quantity. The page shows the result and lets the seller change it.
 */
export function guessColumns(table: ListTable): ColumnMap {
  const map = recognizeColumns(table.headers);
  if (map.model !== undefined) return map;
  const width = Math.max(table.headers.length, ...table.rows.slice(0, 50).map((r) => r.length), 0);
  const sample = table.rows.slice(0, 50);
  const taken = new Set(Object.values(map));
  const share = (index: number, test: (v: string) => boolean) => {
    const values = sample.map((r) => (r[index] ?? "").trim()).filter(Boolean);
    return values.length === 0 ? 0 : values.filter(test).length / values.length;
  };
  for (let i = 0; i < width; i++) {
    if (taken.has(i)) continue;
    if (map.imei === undefined && share(i, (v) => IMEI_LIKE.test(v.replace(/[\s-]/g, ""))) >= 0.8) {
      map.imei = i;
      taken.add(i);
    } else if (map.storage === undefined && share(i, (v) => STORAGE_LIKE.test(v)) >= 0.8) {
      map.storage = i;
      taken.add(i);
    } else if (map.quantity === undefined && share(i, (v) => QUANTITY_LIKE.test(v)) >= 0.8) {
      map.quantity = i;
      taken.add(i);
    } else if (map.model === undefined && share(i, (v) => /[a-z]{2}/i.test(v)) >= 0.8) {
      map.model = i;
      taken.add(i);
    }
  }
  return map;
}
