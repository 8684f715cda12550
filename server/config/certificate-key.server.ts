/**
 * The erasure certificates' Ed25519 key of this instance (decision 0130): CERTIFICATE_SIGNING_KEY,
 * else derived from the session secret; and what a certificate PDF needs to print its verification.
 */
import { certificateKeyFor, type CertificateKey } from "../../core/certificate-check/index.server.ts";
import type { EditionId } from "../../core/editions/index.ts";
import { mailOrigin } from "./config.server.ts";
import type { AppDeps } from "./env.server.ts";

export function certificateKeyOf(deps: Pick<AppDeps, "config" | "secrets">): CertificateKey {
  return certificateKeyFor(deps.config.CERTIFICATE_SIGNING_KEY, deps.secrets.sessionSecret);
}

/** The public page's origin in the trade's edition and the key: a certificate PDF's QR code, code and signature. */
export function certificateVerifyOf(
  deps: Pick<AppDeps, "config" | "secrets">,
  edition: EditionId,
): { origin: string; key: CertificateKey } {
  return { origin: mailOrigin(deps.config, edition), key: certificateKeyOf(deps) };
}
