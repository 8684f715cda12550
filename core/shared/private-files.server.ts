import { chmodSync, mkdirSync, writeFileSync } from "node:fs";

/**
 * What the server keeps under DATA_DIR (secrets, mails, the embedded database) is for its own
 * user only: folders 0700, files 0600, also when they already existed with looser modes.
 */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

export function writePrivateFile(file: string, data: string | Uint8Array): void {
  writeFileSync(file, data, { mode: 0o600 });
  chmodSync(file, 0o600);
}
