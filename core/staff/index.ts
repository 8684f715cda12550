/**
 * The staff module's door. Pure rules (browser-safe, importable from rules.ts directly): roles and
 * `hasRole`, session expiry, languages, the development seed's names, login limits. Server only:
 * the service (login, sessions, bearer tokens, TOTP enrolment, password, creation, seed) and TOTP.
 */
export * from "./rules.ts";
export * from "./roles.ts";
export { staffLoginSchema } from "./login-schema.ts";
