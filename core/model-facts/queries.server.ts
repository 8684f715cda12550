import type { Db } from "../../db/client.server.ts";
import type { ModelFiguresView, PriceHistoryView } from "./types.ts";

/** The last 90 days of a device's price in an edition (placeholder until built). */
export async function priceHistoryForPage(_db: Db, _edition: string, _deviceId: number, _now: Date): Promise<PriceHistoryView | null> {
  return null;
}

/** A device's open figures in the edition's language, or null below the threshold (placeholder until built). */
export async function modelFiguresForPage(_db: Db, _edition: string, _deviceId: number, _minPaid: number): Promise<ModelFiguresView | null> {
  return null;
}
