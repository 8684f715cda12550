export * from "./rules.ts";
