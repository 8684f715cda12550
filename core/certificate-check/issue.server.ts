/**
 * Issuing and reading certificate checks (decision 0130): the verification code and the Ed25519
 * signature of an inspection's public facts, stored on trade_inspections (verify_code,
 * certificate_signature). Issued in the inspection's transaction; inspections recorded before
 * codes existed are back-filled by the daily job. Reads the tables itself (not core/inspection,
 * which imports this module for the PDF).
 */
import { randomBytes } from "node:crypto";
import { asc, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { tradeInspections, tradeLines, trades } from "../../db/schema/index.ts";
import type { EditionId } from "../editions/index.ts";
import { pathFor } from "../editions/index.ts";
import { makeCode } from "./code.ts";
import { factsInstant, signedText, type CertificateFacts } from "./facts.ts";
import { signText, verifyText, type CertificateKey } from "./signing.server.ts";

const factsColumns = {
  id: tradeInspections.id,
  verifyCode: tradeInspections.verifyCode,
  signature: tradeInspections.certificateSignature,
  certificateNumber: tradeInspections.certificateNumber,
  method: tradeInspections.erasureMethod,
  tool: tradeInspections.erasureTool,
  result: tradeInspections.erasureResult,
  inspectedAt: tradeInspections.inspectedAt,
  model: tradeLines.deviceName,
  edition: trades.edition,
};
interface FactsRow {
  certificateNumber: string;
  method: string;
  tool: string;
  result: string;
  inspectedAt: Date;
  model: string;
}

function factsOf(row: FactsRow, code: string): CertificateFacts {
  return {
    code,
    certificateNumber: row.certificateNumber,
    model: row.model,
    method: row.method,
    tool: row.tool,
    result: row.result,
    erasedAt: factsInstant(row.inspectedAt),
  };
}

const selectFacts = (db: Db) =>
  db
    .select(factsColumns)
    .from(tradeInspections)
    .innerJoin(tradeLines, eq(tradeLines.id, tradeInspections.tradeLineId))
    .innerJoin(trades, eq(trades.id, tradeInspections.tradeId));

/** A code no inspection has yet (45 random bits: a clash is all but impossible, and then another is drawn). */
async function freshCode(db: Db, random: (n: number) => Uint8Array): Promise<string> {
  for (;;) {
    const code = makeCode(random(9));
    const [taken] = await db.select({ id: tradeInspections.id }).from(tradeInspections).where(eq(tradeInspections.verifyCode, code));
    if (!taken) return code;
  }
}

export interface IssuedCheck {
  code: string;
  signature: string;
}

/**
 * Gives the inspection its code (kept when it has one: a re-recorded inspection keeps its code)
 * and signs its facts as they are now (so a re-recorded inspection's signature follows its new
 * facts). Runs inside the caller's transaction when given one.
 */
export async function issueCertificateCheck(
  db: Db,
  inspectionId: number,
  key: CertificateKey,
  random: (n: number) => Uint8Array = randomBytes,
): Promise<IssuedCheck> {
  const [row] = await selectFacts(db).where(eq(tradeInspections.id, inspectionId));
  if (!row) throw new Error(`no inspection ${inspectionId}`);
  const code = row.verifyCode ?? (await freshCode(db, random));
  const signature = signText(key, signedText(factsOf(row, code)));
  if (code !== row.verifyCode || signature !== row.signature)
    await db
      .update(tradeInspections)
      .set({ verifyCode: code, certificateSignature: signature })
      .where(eq(tradeInspections.id, inspectionId));
  return { code, signature };
}

/** Issues codes and signatures for the inspections that have none (recorded before issue 34); answers how many. */
export async function backfillCertificateChecks(db: Db, key: CertificateKey, batch = 200): Promise<number> {
  let total = 0;
  for (;;) {
    const missing = await db
      .select({ id: tradeInspections.id })
      .from(tradeInspections)
      .where(or(isNull(tradeInspections.verifyCode), isNull(tradeInspections.certificateSignature)))
      .orderBy(asc(tradeInspections.id))
      .limit(batch);
    for (const { id } of missing) await issueCertificateCheck(db, id, key);
    total += missing.length;
    if (missing.length < batch) return total;
  }
}

/** What the public page and the API show of a certificate: its facts, the signed text and whether the signature checks. */
export interface CertificateCheckView extends CertificateFacts {
  edition: EditionId;
  signedText: string;
  /** base64url; null only while not yet issued (then signatureValid is false). */
  signature: string | null;
  /** Whether the stored signature checks against the published key and the facts as they are now. */
  signatureValid: boolean;
}

/** The certificate with this (well-formed) code, or null when there is none. */
export async function certificateByCode(db: Db, code: string, key: CertificateKey): Promise<CertificateCheckView | null> {
  const [row] = await selectFacts(db).where(eq(tradeInspections.verifyCode, code));
  if (!row) return null;
  const facts = factsOf(row, code);
  const text = signedText(facts);
  return {
    ...facts,
    edition: row.edition as EditionId,
    signedText: text,
    signature: row.signature,
    signatureValid: row.signature !== null && verifyText(key.publicKey, text, row.signature),
  };
}

/** What a certificate PDF prints to be checked: the code, the page's URL (for the QR code), the signed text and signature. */
export interface CertificateVerification {
  code: string;
  url: string;
  signedText: string;
  signature: string;
  fingerprint: string;
}

/** The printed verification of an inspection (by id), or null while it has no code or signature yet (the job issues them). */
export async function certificateVerification(
  db: Db,
  inspectionId: number,
  origin: string,
  key: Pick<CertificateKey, "fingerprint">,
): Promise<CertificateVerification | null> {
  const [row] = await selectFacts(db).where(eq(tradeInspections.id, inspectionId));
  if (!row?.verifyCode || !row.signature) return null;
  return {
    code: row.verifyCode,
    url: `${origin}${pathFor(row.edition as EditionId, "verifyCertificate", { code: row.verifyCode })}`,
    signedText: signedText(factsOf(row, row.verifyCode)),
    signature: row.signature,
    fingerprint: key.fingerprint,
  };
}
