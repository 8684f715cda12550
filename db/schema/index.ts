export * from "./redirects.ts";
export * from "./catalog.ts";
