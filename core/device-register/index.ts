/**
 * The device-register module's door (issue 30, decision 0096). Pure (browser-safe): the
 * interface, answers, failures, Retry-After. Server only (index.server.ts): the IMEIcheck.net
 * adapter, the settings that switch the check on, lookups and stored answers.
 */
export * from "./types.ts";
