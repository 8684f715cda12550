/** The inspection module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
export { renderCertificatePdf, drawCertificatePage, registerCertificateFonts, type CertificateInput } from "./certificate.server.ts";
export {
  recordInspection,
  completeInspection,
  findingTexts,
  inspectionsOf,
  certificatePdf,
  certificateLinks,
  type CertificateLink,
  type InspectionView,
  type CompletedInspection,
} from "./service.server.ts";
export {
  addPhoto,
  assertPhotoDeletable,
  deletePhoto,
  photosDeletable,
  readPhoto,
  preparePhoto,
  sniffImage,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
} from "./photos.server.ts";
export {
  inspectionJobHandlers,
  registerNoOfferReason,
  REGISTER_RETRY_JOB,
  REGISTER_RETRY_ATTEMPTS,
  type RegisterJobContext,
} from "./register.server.ts";
export { photoDecodes, photoWorkers, sharedPhotoDecodes, type PhotoDecodes, type PhotoDecode } from "./photo-decodes.server.ts";
export * from "./photo-renditions.server.ts";
export {
  staffTradePage,
  answerEffects,
  type StaffTradePage,
  type StaffDeviceView,
  type StaffAnswerRow,
  type StaffOfferMoney,
  type StaffPayoutRun,
  type StaffTimelineEntry,
} from "./staff-view.server.ts";
