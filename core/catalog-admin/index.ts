/**
 * The back office's catalog editor (decision 0075; was core/catalog/editor). Browser-safe: the
 * editor's input schemas and rules (rules.ts). Server only (`index.server.ts`): reading and
 * writing categories, manufacturers, series, devices and questions, audited and announced.
 */
export * from "./rules.ts";
