/**
 * Stored files (decision 0025): put, get and delete by key behind one interface, so an
 * S3-compatible store can take the directory's place later (its implementation maps a key to an
 * object key and the same three calls). Keys are made by the server, never by a client:
 * lower-case letters, digits, dashes, underscores, dots and slashes, no "..".
 */
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { privateDir, writePrivateFile } from "../shared/index.server.ts";

export interface FileStorage {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9._/-]{0,200}$/;

export function assertKey(key: string): string {
  if (!KEY.test(key) || key.split("/").some((part) => part === "" || part === "." || part === ".."))
    throw new Error(`invalid storage key: ${key}`);
  return key;
}

/** A directory on the server's disk (by default DATA_DIR/uploads): folders 0700, files 0600. */
export function directoryStorage(root: string): FileStorage {
  const file = (key: string) => path.join(root, ...assertKey(key).split("/"));
  return {
    async put(key, data) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      privateDir(path.dirname(target));
      writePrivateFile(target, data);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(file(key)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

const byRoot = new Map<string, FileStorage>();
/** The directory storage under `dataDir/uploads`, one per folder. */
export function uploadsStorage(dataDir: string): FileStorage {
  const root = path.resolve(dataDir, "uploads");
  let s = byRoot.get(root);
  if (!s) byRoot.set(root, (s = directoryStorage(root)));
  return s;
}
