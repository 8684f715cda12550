/**
 * The text a PDF shows, as pdf.js reads it (through each font's ToUnicode map, as a viewer or a
 * screen reader would), with each piece's box, and the pairs of boxes that overlap: for the
 * shipping note's tests (core/label, the label API).
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** One shown piece of text with its box in page points (y grows downwards from the page top). */
export interface ShownText {
  page: number;
  str: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The box of a line runs from its baseline up by the font's cap and accent height and down by its descenders. */
export async function shownItems(pdf: Uint8Array): Promise<ShownText[]> {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false, disableFontFace: true });
  const doc = await task.promise;
  const out: ShownText[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const height = page.getViewport({ scale: 1 }).height;
    for (const item of (await page.getTextContent()).items) {
      if (!("str" in item) || !item.str.trim()) continue;
      const size = Math.hypot(item.transform[2] as number, item.transform[3] as number);
      const baseline = height - (item.transform[5] as number);
      const left = item.transform[4] as number;
      out.push({ page: n, str: item.str, left, right: left + item.width, top: baseline - 0.75 * size, bottom: baseline + 0.22 * size });
    }
  }
  await task.destroy();
  return out;
}

export const shownText = async (pdf: Uint8Array) => (await shownItems(pdf)).map((i) => i.str).join("\n");

/** Pairs of shown lines on one page whose boxes overlap (by more than a hair). */
export function overlaps(items: ShownText[]): string[] {
  const hits: string[] = [];
  for (const [i, a] of items.entries())
    for (const b of items.slice(i + 1)) {
      if (a.page !== b.page) continue;
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > 0.5 && h > 0.5) hits.push(`"${a.str}" × "${b.str}"`);
    }
  return hits;
}

/** Whether every character of `field` is shown, in order (a field may wrap: spaces aside). */
export function showsAll(items: ShownText[], field: string): boolean {
  const squeeze = (v: string) => v.replace(/\s+/g, "");
  return squeeze(items.map((i) => i.str).join("")).includes(squeeze(field));
}
