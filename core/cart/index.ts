/** The cart module's door (browser-safe; decision 0075). */
export * from "./add-line.ts";
export * from "./cart-cookie.ts";
export * from "./cart-state.ts";
export * from "./storage-key.ts";
export * from "./transaction-id.ts";
