/** The one normalization of list texts (headers, condition words): lower case, no accents, letters and digits split by single spaces. */
export function foldText(input: string): string {
  return input
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
