/** The browser self-test (issue 34): loaded only when the seller starts it. Placeholder until built. */
export {};
