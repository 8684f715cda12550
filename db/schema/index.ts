export * from "./redirects.ts";
export * from "./catalog.ts";
export * from "./content.ts";
export * from "./contact.ts";
