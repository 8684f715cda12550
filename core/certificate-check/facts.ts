/**
 * The public facts of an erasure certificate (decision 0130) and the exact text its Ed25519
 * signature covers. Nothing personal: no customer, no trade, no operator, no IMEI or serial (they
 * identify the one device and through it its owner; they stay on the PDF the customer holds).
 */
export interface CertificateFacts {
  /** The verification code, without the dash. */
  code: string;
  certificateNumber: string;
  /** The device model as the trade line names it (e.g. "iPhone 13, 128 GB"). */
  model: string;
  /** nist_clear | nist_purge (core/inspection's erasure methods; plain strings here, as core/inspection imports this module). */
  method: string;
  tool: string;
  /** passed | failed */
  result: string;
  /** When the device was inspected and erased (ISO 8601, UTC, to the second). */
  erasedAt: string;
}

/** The first line of the signed text: says what it is and which layout; a new layout gets a new version. */
export const SIGNED_TEXT_HEADER = "Sellback erasure certificate v1";

/** One line per value: line breaks and tabs inside a free-text value become spaces. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").trim();

/** The instant as the facts state it: UTC, to the second ("2026-11-30T10:15:00Z"). */
export const factsInstant = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;

/**
 * The signed text: UTF-8, lines "name: value" in this order, joined by a line feed, no line feed
 * at the end. Anyone can rebuild it from the page or the PDF and check the signature offline.
 */
export function signedText(facts: CertificateFacts): string {
  return [
    SIGNED_TEXT_HEADER,
    `code: ${facts.code}`,
    `certificate: ${oneLine(facts.certificateNumber)}`,
    `model: ${oneLine(facts.model)}`,
    `method: ${facts.method}`,
    `tool: ${oneLine(facts.tool)}`,
    `result: ${facts.result}`,
    `erased: ${facts.erasedAt}`,
  ].join("\n");
}

/** The file names and commands the public page gives for the offline check (decision 0130); a unit test runs them. */
export const OFFLINE_FILES = { signedText: "facts.txt", signature: "facts.sig.txt", publicKey: "sellback.pem" } as const;

/**
 * The offline check with OpenSSL 3, as the page shows it: the first two lines undo what copying
 * from a page adds (a line feed at the end) and turn the base64url signature into bytes; the third
 * checks. Prints "Signature Verified Successfully" when the text is the one signed.
 */
export const OFFLINE_RECIPE = [
  `printf '%s' "$(cat ${OFFLINE_FILES.signedText})" > signed.txt`,
  `printf '%s==' "$(cat ${OFFLINE_FILES.signature})" | tr '_-' '/+' | openssl base64 -d -A > signature.bin`,
  `openssl pkeyutl -verify -pubin -inkey ${OFFLINE_FILES.publicKey} -rawin -in signed.txt -sigfile signature.bin`,
].join("\n");
