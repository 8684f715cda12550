/** The browser self-test's browser-safe door (issue 34). */
export {};
