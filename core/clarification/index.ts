/**
 * The clarification module's door (decision 0026).
 * Pure: clarificationDeadlines, clarificationOutcome, CLARIFICATION_JOBS, types.
 * Server only: openClarification (called by the inspection's completion), getClarification,
 * answerClarification, clarificationJobHandlers, returns (markDeviceReturned).
 */
export * from "./types.ts";
export * from "./deadlines.ts";
export * from "./outcome.ts";
export * from "./jobs-keys.ts";
