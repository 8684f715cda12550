import { uploadsStorage, type FileStorage } from "../../core/storage/index.server.ts";
import type { AppDeps } from "./env.server.ts";

/** Where uploads live: the deps' storage (tests), else DATA_DIR/uploads (an S3-compatible FileStorage can take its place later). */
export const storageOf = (deps: AppDeps): FileStorage => deps.storage ?? uploadsStorage(deps.config.DATA_DIR);
