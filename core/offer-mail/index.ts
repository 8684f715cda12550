/** Issue 34: browser-safe door. */
export {};
