/** The rate-limit module is server-only: use index.server.ts (decision 0075). */
export {};
