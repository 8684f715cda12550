import type { Db } from "../../db/client.server.ts";
import type { EditionId } from "../editions/index.ts";
import type { ListRow, RowMatch } from "./types.ts";

/** Matches rows to the edition's catalog: exact identifiers first, then fuzzy; one catalog query per call. */
export async function matchRows(
  db: Db,
  edition: EditionId,
  rows: Pick<ListRow, "model" | "storage" | "colour" | "imei" | "serial">[],
): Promise<RowMatch[]> {
  void db;
  void edition;
  void rows;
  throw new Error("not implemented");
}
