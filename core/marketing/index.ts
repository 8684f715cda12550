/** Controlling events, client ids and marketing parameters (spec §7, §9; decision 0008). */
export * from "./events.ts";
export * from "./schema.ts";
