/** The inspection module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
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
export * from "./photo-renditions.server.ts";
