import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** True when `dir` holds the project's package.json: one with a name (core/package.json has none; it only marks side effects, decision 0075). */
function holdsProjectPackage(dir: string): boolean {
  const file = path.join(dir, "package.json");
  return existsSync(file) && typeof (JSON.parse(readFileSync(file, "utf8")) as { name?: unknown }).name === "string";
}

/** The project folder: the nearest folder above this module that holds the project's package.json (works from source and from build/). */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!holdsProjectPackage(dir)) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
