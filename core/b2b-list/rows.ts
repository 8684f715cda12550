/**
 * Reading a table's data rows with a column map (decision 0117): the model text (after the
 * manufacturer from a "Hersteller"/"brand"/"marque" column when there is one), storage, colour,
 * the condition cell as a grade, the quantity, and the IMEI or serial checked by the inspection's
 * own rule (core/inspection: Luhn for the IMEI, the serial pattern). A wrong identifier never costs
 * the row: it is dropped and named in `identifierProblem`.
 */
import type { BusinessGrade } from "../editions/index.ts";
import { luhnValid, normalizeImei, normalizeSerial, SERIAL_PATTERN } from "../inspection/index.ts";
import { brandColumn } from "./columns.ts";
import { foldText } from "./text.ts";
import { LIST_FIELDS, type ColumnMap, type ListField, type ListProblem, type ListRow, type ListTable } from "./types.ts";

/** The most units one row may have (a fleet rarely has more of one model; larger lists split rows). */
export const LIST_MAX_QUANTITY_PER_ROW = 10_000;
/** A cell longer than this is cut (no model name or identifier is longer). */
export const LIST_MAX_CELL_LENGTH = 200;

/** Folded condition words per grade, six languages: A like new, B light signs of use, C visible wear, D defective. */
const GRADE_WORDS: Record<BusinessGrade, readonly string[]> = {
  A: [
    "a",
    "a+",
    "grade a",
    "class a",
    "klasse a",
    "note a",
    "grado a",
    "classe a",
    "categorie a",
    "categoria a",
    "new",
    "like new",
    "as new",
    "mint",
    "excellent",
    "pristine",
    "open box",
    "neu",
    "wie neu",
    "neuwertig",
    "ausgezeichnet",
    "neuzustand",
    "originalverpackt",
    "nuevo",
    "como nuevo",
    "excelente",
    "impecable",
    "neuf",
    "comme neuf",
    "etat neuf",
    "excellent etat",
    "parfait etat",
    "nuovo",
    "come nuovo",
    "eccellente",
    "perfetto",
    "nieuw",
    "als nieuw",
    "zo goed als nieuw",
    "uitstekend",
  ],
  B: [
    "b",
    "grade b",
    "class b",
    "klasse b",
    "note b",
    "grado b",
    "classe b",
    "categorie b",
    "categoria b",
    "very good",
    "good",
    "light signs of use",
    "light wear",
    "minor scratches",
    "sehr gut",
    "gut",
    "leichte gebrauchsspuren",
    "geringe gebrauchsspuren",
    "muy bueno",
    "bueno",
    "buen estado",
    "muy buen estado",
    "ligeras marcas de uso",
    "tres bon",
    "tres bon etat",
    "bon",
    "bon etat",
    "legeres traces d usure",
    "ottimo",
    "ottimo stato",
    "buono",
    "buono stato",
    "lievi segni di usura",
    "zeer goed",
    "goed",
    "lichte gebruikssporen",
  ],
  C: [
    "c",
    "grade c",
    "class c",
    "klasse c",
    "note c",
    "grado c",
    "classe c",
    "categorie c",
    "categoria c",
    "fair",
    "acceptable",
    "used",
    "visible wear",
    "heavy wear",
    "scratched",
    "worn",
    "gebraucht",
    "akzeptabel",
    "stark gebraucht",
    "deutliche gebrauchsspuren",
    "starke gebrauchsspuren",
    "befriedigend",
    "aceptable",
    "usado",
    "marcas de uso",
    "desgastado",
    "regular",
    "correct",
    "etat correct",
    "usage",
    "use",
    "traces d usure",
    "etat d usage",
    "discreto",
    "accettabile",
    "usato",
    "segni di usura",
    "sufficiente",
    "redelijk",
    "gebruikt",
    "matig",
    "gebruikssporen",
    "zichtbare gebruikssporen",
  ],
  D: [
    "d",
    "grade d",
    "class d",
    "klasse d",
    "note d",
    "grado d",
    "classe d",
    "categorie d",
    "categoria d",
    "broken",
    "defective",
    "faulty",
    "damaged",
    "not working",
    "for parts",
    "cracked",
    "defekt",
    "kaputt",
    "beschaedigt",
    "nicht funktionsfaehig",
    "displaybruch",
    "bastler",
    "roto",
    "defectuoso",
    "averiado",
    "danado",
    "no funciona",
    "para piezas",
    "casse",
    "defectueux",
    "en panne",
    "hors service",
    "hs",
    "endommage",
    "ne fonctionne pas",
    "pour pieces",
    "rotto",
    "difettoso",
    "guasto",
    "danneggiato",
    "non funzionante",
    "per ricambi",
    "kapot",
    "defect",
    "beschadigd",
    "werkt niet",
    "voor onderdelen",
  ],
};
const GRADE_OF = new Map<string, BusinessGrade>();
for (const grade of ["A", "B", "C", "D"] as const) {
  for (const w of GRADE_WORDS[grade]) {
    const folded = foldText(w) || w;
    GRADE_OF.set(folded, grade);
    // "beschaedigt" is also written "beschädigt", which folds to "beschadigt"
    GRADE_OF.set(folded.replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u"), grade);
  }
}

/** The grade a condition cell names ("A", "wie neu", "like new", "defekt", …), or null when empty or not understood. */
export function gradeOf(cell: string | null | undefined): BusinessGrade | null {
  if (!cell) return null;
  const raw = cell.trim();
  if (/^[abcd][+-]?$/i.test(raw)) return raw[0]!.toUpperCase() as BusinessGrade;
  const folded = foldText(raw);
  if (!folded) return null;
  const whole = GRADE_OF.get(folded);
  if (whole) return whole;
  // "C - visible wear", "B (scratches)"
  const letter = /^([abcd]) /.exec(folded);
  if (letter) return letter[1]!.toUpperCase() as BusinessGrade;
  // "Grade: B (light scratches)" → the longest known phrase the text starts with
  let best: { grade: BusinessGrade; length: number } | null = null;
  for (const [words, grade] of GRADE_OF) {
    if (words.length < 2) continue;
    if ((folded === words || folded.startsWith(`${words} `)) && (!best || words.length > best.length))
      best = { grade, length: words.length };
  }
  return best?.grade ?? null;
}

/** Storage in GB from "128", "128GB", "128 GB", "1 TB", "1TB", "1T"; null when the text names none. */
export function storageGbOf(text: string | null | undefined): number | null {
  if (!text) return null;
  const m = /^\s*(\d+(?:[.,]\d+)?)\s*(gb|go|tb|to|t|g)?\s*$/i.exec(text);
  if (!m) return null;
  const n = Number(m[1]!.replace(",", "."));
  if (!Number.isFinite(n) || n <= 0) return null;
  const unit = (m[2] ?? "gb").toLowerCase();
  return unit.startsWith("t") ? n * 1024 : n;
}

/** "128" → "128 GB", "1024" → "1 TB" (the catalog's own spelling); other texts stay as they are. */
export function storageLabelOf(text: string): string {
  const gb = storageGbOf(text);
  if (gb === null) return text;
  return gb >= 1024 && gb % 1024 === 0 ? `${gb / 1024} TB` : `${gb} GB`;
}

const clean = (v: string | undefined) =>
  (v ?? "")
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, LIST_MAX_CELL_LENGTH);

/** The quantity cell: empty → 1; "3", "3.0" (a spreadsheet number), "3 Stk", "3x" → 3; else null. */
export function quantityOf(cell: string): number | null {
  if (!cell) return 1;
  const m = /^(\d+)(?:[.,]0+)?\s*(?:x|stk|stk\.|st|pcs|pc|uds|u|pz|pzi|st\.|stuks)?\.?$/i.exec(cell.trim());
  if (!m) return null;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) && n >= 1 && n <= LIST_MAX_QUANTITY_PER_ROW ? n : null;
}

/**
 * Reads the data rows of a table with a column map (recognized or set by the seller).
 * `problems` are what the seller must fix before a quote (a row without a model, a quantity or a
 * condition not understood, no model column); a wrong IMEI or serial is not one of them: the row
 * keeps its device and says what was dropped in `identifierProblem`.
 */
export function readRows(table: ListTable, columns: ColumnMap): { rows: ListRow[]; problems: ListProblem[] } {
  const rows: ListRow[] = [];
  const problems: ListProblem[] = [];
  if (columns.model === undefined) problems.push({ row: 0, field: "model", code: "model_column_missing" });
  const brandAt = brandColumn(table.headers, columns);
  table.rows.forEach((cells, i) => {
    const row = i + 1;
    const input: Partial<Record<ListField, string>> = {};
    for (const field of LIST_FIELDS) {
      const index = columns[field];
      if (index === undefined) continue;
      const value = clean(cells[index]);
      if (value) input[field] = value;
    }
    if (Object.keys(input).length === 0) return;
    let model = input.model ?? "";
    if (!model) {
      problems.push({ row, field: "model", code: "model_missing" });
      return;
    }
    // a manufacturer column ("Hersteller: Apple", "Modell: iPhone 13") goes before the model unless the model names it
    const brand = brandAt === null ? "" : clean(cells[brandAt]);
    if (brand && !foldText(model).startsWith(foldText(brand))) model = `${brand} ${model}`;
    let quantity = quantityOf(input.quantity ?? "");
    if (quantity === null) {
      problems.push({ row, field: "quantity", code: "quantity_invalid" });
      quantity = 1;
    }
    let identifierProblem: ListRow["identifierProblem"] = null;
    let imei: string | null = null;
    if (input.imei) {
      const digits = normalizeImei(input.imei).replace(/\.0+$/, "");
      if (!/^\d{15}$/.test(digits)) identifierProblem = "imei_format";
      else if (!luhnValid(digits)) identifierProblem = "imei_check_digit";
      else imei = digits;
    }
    let serial: string | null = null;
    if (input.serial) {
      const s = normalizeSerial(input.serial);
      if (SERIAL_PATTERN.test(s)) serial = s;
      else identifierProblem ??= "serial_format";
    }
    const grade = gradeOf(input.condition);
    if (input.condition && !grade) problems.push({ row, field: "condition", code: "condition_unknown" });
    rows.push({
      row,
      input,
      model,
      storage: input.storage ? storageLabelOf(input.storage) : null,
      colour: input.colour ?? null,
      grade,
      quantity,
      imei,
      serial,
      identifierProblem,
    });
  });
  return { rows, problems };
}
