/** The b2b-report module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
export { certificatesPdf, type CertificateBundle, type CertificateBundleUnit } from "./certificates.server.ts";
export {
  sustainabilityReport,
  sustainabilityReportPdf,
  reportYearsOfCompany,
  kgText,
  REPORT_TRADE_STATES,
  type SustainabilityReport,
  type SustainabilityScope,
} from "./report.server.ts";
