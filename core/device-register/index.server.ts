/** The device-register module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
export { imeiCheckRegister, parseCheck, findingOf, IMEICHECK_PROVIDER, type ImeiCheckSettings } from "./imeicheck.server.ts";
export { deviceRegisterFor, registerCheckOn, type DeviceRegisterSettings } from "./setup.server.ts";
export { lookUp, recordRegisterAnswer, registerChecksOf } from "./service.server.ts";
