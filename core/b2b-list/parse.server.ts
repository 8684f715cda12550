import type { ListTable } from "./types.ts";

/** Reads an uploaded list (CSV, XLSX). Throws ProblemError 422 list_unreadable / list_too_long / list_empty. */
export async function parseListFile(bytes: Uint8Array, filename: string, contentType?: string): Promise<ListTable> {
  void bytes;
  void filename;
  void contentType;
  throw new Error("not implemented");
}

/** Reads pasted rows (tab, semicolon or comma separated, with or without a header). */
export function parsePastedList(text: string): ListTable {
  void text;
  throw new Error("not implemented");
}
