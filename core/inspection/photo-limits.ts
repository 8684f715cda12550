/**
 * What an inspection photo may be (decisions 0025 and 0069). Plain numbers, shared by the upload's
 * checks and the photo worker.
 */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_WEB_PX = 1600;
export const PHOTO_THUMB_PX = 320;
/**
 * Larger images are refused from their header, before their pixels are decoded. 25 MP takes what
 * a phone makes by default: an iPhone with a 48 MP sensor saves 24 MP (5712×4284 = 24.5 MP),
 * 50–200 MP Android sensors save 12–12.5 MP, a 24 MP camera 6000×4000. The web size is 1.9 MP.
 */
export const PHOTO_MAX_PIXELS = 25_000_000;
