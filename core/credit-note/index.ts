/** Business trades' credit notes and VAT (decision 0121): the browser-safe door. Server-only parts: index.server.ts. */
export * from "./content.ts";
export * from "./paths.ts";
export * from "./vat.ts";
export * from "./section.ts";
