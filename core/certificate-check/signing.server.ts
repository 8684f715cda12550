/**
 * The certificates' Ed25519 key (decision 0130), with node:crypto only. The key is the setting
 * CERTIFICATE_SIGNING_KEY (PKCS#8, PEM or its base64 DER); without it, it is derived from the
 * session secret (a labelled HMAC as the 32-byte seed, like the access-token key), so every
 * instance given the same SESSION_SECRET signs with the same key, and a development machine keeps
 * its key with the session secret generated once into DATA_DIR/secrets.json.
 */
import { createHash, createHmac, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from "node:crypto";

export interface CertificateKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public key as SubjectPublicKeyInfo PEM: what `openssl pkeyutl -verify -pubin` reads. */
  publicKeyPem: string;
  /** The raw 32-byte public key, base64url (for libraries that take Ed25519 keys raw). */
  publicKeyRaw: string;
  /** SHA-256 of the raw public key, hex, in groups of four: to compare the key on paper with the page. */
  fingerprint: string;
}

/** PKCS#8 DER of an Ed25519 private key is this prefix and the 32-byte seed (RFC 8410). */
const PKCS8_ED25519_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");

function keyFrom(privateKey: KeyObject): CertificateKey {
  if (privateKey.asymmetricKeyType !== "ed25519") throw new Error("CERTIFICATE_SIGNING_KEY must be an Ed25519 private key (PKCS#8)");
  const publicKey = createPublicKey(privateKey);
  const publicKeyPem = publicKey.export({ type: "spki", format: "pem" }).toString();
  // the SPKI DER of an Ed25519 key ends with the 32 raw bytes
  const raw = publicKey.export({ type: "spki", format: "der" }).subarray(-32);
  const fingerprint = createHash("sha256").update(raw).digest("hex").match(/.{4}/g)!.join(" ");
  return { privateKey, publicKey, publicKeyPem, publicKeyRaw: raw.toString("base64url"), fingerprint };
}

/** Reads the setting: a PKCS#8 PEM ("-----BEGIN PRIVATE KEY-----") or the same DER in base64. */
export function parseSigningKey(setting: string): CertificateKey {
  const text = setting.trim();
  const privateKey = text.startsWith("-----BEGIN")
    ? createPrivateKey(text.replace(/\\n/g, "\n"))
    : createPrivateKey({ key: Buffer.from(text, "base64"), format: "der", type: "pkcs8" });
  return keyFrom(privateKey);
}

/** The key derived from the session secret (labelled, so it is no other key made from the same secret). */
export function derivedSigningKey(sessionSecret: string): CertificateKey {
  const seed = createHmac("sha256", sessionSecret).update("sellback certificate signing key v1").digest();
  return keyFrom(createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: "der", type: "pkcs8" }));
}

const cache = new Map<string, CertificateKey>();

/** The key this instance signs with: the setting when there is one, else derived from the session secret (kept per input). */
export function certificateKeyFor(setting: string | undefined, sessionSecret: string): CertificateKey {
  const cacheKey = setting ? `setting:${setting}` : `derived:${createHash("sha256").update(sessionSecret).digest("hex")}`;
  let key = cache.get(cacheKey);
  if (!key) {
    key = setting ? parseSigningKey(setting) : derivedSigningKey(sessionSecret);
    cache.set(cacheKey, key);
  }
  return key;
}

/** Ed25519 over the UTF-8 bytes of `text` (deterministic: the same text and key give the same signature); base64url. */
export function signText(key: CertificateKey, text: string): string {
  return sign(null, Buffer.from(text, "utf8"), key.privateKey).toString("base64url");
}

/** Whether `signature` (base64url or base64) is this key's signature over `text`; false for anything that is not one. */
export function verifyText(publicKey: KeyObject, text: string, signature: string): boolean {
  const bytes = Buffer.from(signature.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  if (bytes.length !== 64) return false;
  return verify(null, Buffer.from(text, "utf8"), publicKey, bytes);
}
