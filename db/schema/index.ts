export * from "./redirects.ts";
export * from "./catalog.ts";
export * from "./content.ts";
export * from "./contact.ts";
export * from "./trade.ts";
export * from "./newsletter.ts";
export * from "./marketing.ts";
export * from "./account.ts";
