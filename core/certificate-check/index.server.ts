/** The certificate-check module's server-only door (decision 0130): index.ts plus the server-only parts. */
export * from "./index.ts";
export {
  certificateKeyFor,
  derivedSigningKey,
  parseSigningKey,
  signText,
  verifyText,
  type CertificateKey,
} from "./signing.server.ts";
export {
  backfillCertificateChecks,
  certificateByCode,
  certificateVerification,
  issueCertificateCheck,
  type CertificateCheckView,
  type CertificateVerification,
  type IssuedCheck,
} from "./issue.server.ts";
export { drawQrCode, drawVerification } from "./pdf.server.ts";
export { CERTIFICATE_BACKFILL_JOB, certificateJobHandlers, scheduleCertificateBackfill } from "./job.server.ts";
