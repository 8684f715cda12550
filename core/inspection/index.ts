/**
 * The inspection module's door (decision 0025). Pure (browser-safe, importable directly):
 * imei.ts (Luhn, IMEI, serial), reprice.ts (re-pricing against the locked offer), paths.ts
 * (customer paths of photos and certificates, certificate numbers). Server only: recording and
 * completing inspections, the erasure certificate PDF, photos (core/storage behind them).
 */
export * from "./imei.ts";
export * from "./reprice.ts";
export * from "./paths.ts";
export * from "./erasure.ts";
export { renderCertificatePdf, type CertificateInput } from "./certificate.server.ts";
export {
  recordInspection,
  completeInspection,
  inspectionsOf,
  certificatePdf,
  certificateLinks,
  type CertificateLink,
  inspectionInputSchema,
  type InspectionInput,
  type InspectionView,
  type CompletedInspection,
} from "./service.server.ts";
export { addPhoto, readPhoto, preparePhoto, sniffImage, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from "./photos.server.ts";
export { photoDecodes, photoWorkers, sharedPhotoDecodes, type PhotoDecodes, type PhotoDecode } from "./photo-decodes.server.ts";
