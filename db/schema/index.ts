export * from "./redirects.ts";
