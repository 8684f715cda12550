/**
 * Verifiable erasure certificates (decision 0130), browser-safe door: the verification code
 * (alphabet, check character, reading what somebody typed) and the signed text of a certificate's
 * public facts. Server only (index.server.ts): the Ed25519 key, issuing, the back-fill job, the
 * lookup by code and the PDF's verification block.
 */
export { CODE_ALPHABET, CODE_LENGTH, checkCharacter, formatCode, makeCode, readCode, type CodeReading } from "./code.ts";
export { OFFLINE_FILES, OFFLINE_RECIPE, SIGNED_TEXT_HEADER, factsInstant, signedText, type CertificateFacts } from "./facts.ts";
