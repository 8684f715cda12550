/**
 * The staff second factor (RFC 6238 TOTP with otplib) and its recovery codes. The secret is stored
 * AES-256-GCM encrypted with a key derived from the session secret and never leaves the server
 * after enrolment; recovery codes are stored as sha256 hashes.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from "node:crypto";
import { generate, generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { RECOVERY_CODE_COUNT, TOTP_PERIOD_SECONDS, TOTP_TOLERANCE_SECONDS } from "./rules.ts";

const keyOf = (sessionSecret: string) => createHash("sha256").update(`sellback staff totp v1|${sessionSecret}`).digest();

export function encryptSecret(sessionSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(sessionSecret), iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
}

export function decryptSecret(sessionSecret: string, stored: string): string {
  const [version, iv, tag, body] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !body) throw new Error("unknown TOTP secret format");
  const decipher = createDecipheriv("aes-256-gcm", keyOf(sessionSecret), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// URI an authenticator app reads, and it as an SVG QR code. */
export async function enrolmentPicture(
  secret: string,
  email: string,
  issuer = "Sellback back office",
): Promise<{ uri: string; qrSvg: string }> {
  const uri = generateURI({ issuer, label: email, secret, period: TOTP_PERIOD_SECONDS });
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { uri, qrSvg };
}

/** The code for `now` (tests and the development helpers). */
export const totpCode = (secret: string, now: Date): Promise<string> =>
  generate({ secret, epoch: Math.floor(now.getTime() / 1000), period: TOTP_PERIOD_SECONDS });

/**
 * The time step of `code` when it is valid at `now` (one step either way) and newer than
 * `lastStep` (a code is used once), else null.
 */
export async function checkTotp(secret: string, code: string, now: Date, lastStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  }).catch(() => ({ valid: false as const }));
  if (!result.valid) return null;
  return "timeStep" in result && typeof result.timeStep === "number" ? result.timeStep : null;
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten codes like "k7mq-4vxp-2c": shown once, stored hashed. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 10)}`;
  });
}

export const isRecoveryCodeShape = (value: string) => /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{2}$/.test(value.trim().toLowerCase());

export const hashRecoveryCode = (code: string) =>
  createHash("sha256").update(`sellback staff recovery v1|${code.trim().toLowerCase()}`).digest("base64url");
