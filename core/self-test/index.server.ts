/** The browser self-test's server door (issue 34). */
export * from "./index.ts";
