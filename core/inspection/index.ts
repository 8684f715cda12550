/**
 * The inspection module's door (decision 0025). Pure (browser-safe, importable directly):
 * imei.ts (Luhn, IMEI, serial), reprice.ts (re-pricing against the locked offer), paths.ts
 * (customer paths of photos and certificates, certificate numbers). Server only: recording and
 * completing inspections, the erasure certificate PDF, photos (core/storage behind them).
 */
export * from "./imei.ts";
export * from "./reprice.ts";
export * from "./paths.ts";
export * from "./erasure.ts";
export * from "./input.ts";
