import { createHash, randomBytes } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";

export const ACCESS_TOKEN_SECONDS = 5 * 60;
export const ACCESS_TOKEN_AUDIENCE = "sellback-api";
export const ACCESS_TOKEN_ISSUER = "sellback";
/** Refresh lifetime: one day, or 30 days with "remember login". */
export const REFRESH_SECONDS = 24 * 60 * 60;
export const REFRESH_REMEMBER_SECONDS = 30 * 24 * 60 * 60;
export const ACTIVATION_SECONDS = 7 * 24 * 60 * 60;
export const IDENTIFIER_SECONDS = 60 * 60;
export const PASSWORD_RESET_SECONDS = 60 * 60;

const key = (secret: string) => new TextEncoder().encode(secret);

/** Who a token is for: the customer API, or the back office (decision 0023); one never works for the other. */
export interface TokenAudience {
  audience: string;
  /** Extra claims (the back office's session id `sid`). */
  claims?: Record<string, string>;
}

const CUSTOMER_AUDIENCE: TokenAudience = { audience: ACCESS_TOKEN_AUDIENCE };

/** An HS256 JWT: subject = customer id (or staff id for the back office's audience), 5-minute expiry. */
export async function signAccessToken(
  secret: string,
  subject: string,
  now = new Date(),
  seconds = ACCESS_TOKEN_SECONDS,
  { audience, claims = {} }: TokenAudience = CUSTOMER_AUDIENCE,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(subject)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + seconds)
    .sign(key(secret));
}

/**
 * The claims of a valid access token of `audience`, else null. Checks algorithm (HS256 only:
 * "none" and any other are refused), signature, expiry, issuer and audience. Expiry is checked
 * against `now`, the same clock the token was signed with (the app's clock, which tests set).
 */
export async function verifyAccessTokenClaims(
  secret: string,
  token: string | null | undefined,
  audience: string = ACCESS_TOKEN_AUDIENCE,
  now: Date = new Date(),
): Promise<(Record<string, unknown> & { sub: string }) | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ["HS256"],
      audience,
      issuer: ACCESS_TOKEN_ISSUER,
      requiredClaims: ["sub", "exp"],
      currentDate: now,
    });
    return typeof payload.sub === "string" && payload.sub ? { ...payload, sub: payload.sub } : null;
  } catch {
    return null;
  }
}

/** The customer id of a valid customer access token at `now`, else null. */
export async function verifyAccessToken(secret: string, token: string | null | undefined, now: Date = new Date()): Promise<string | null> {
  return (await verifyAccessTokenClaims(secret, token, ACCESS_TOKEN_AUDIENCE, now))?.sub ?? null;
}

/** The token of an `Authorization: Bearer <token>` header, else null. */
export function bearerToken(header: string | null | undefined): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return m ? m[1]! : null;
}

/** A fresh opaque token: 32 random bytes, base64url (43 characters). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Whether a string decodes as one of our opaque tokens (32 bytes, base64url). */
export function isOpaqueToken(token: string | null | undefined): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token) && Buffer.from(token, "base64url").length === 32;
}

/** How opaque tokens are stored: sha256, base64url. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
