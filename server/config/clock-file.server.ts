/**
 * A clock that a browser test moves (decision 0028): outside production, CLOCK_FILE names a file
 * holding an ISO instant; the server's "now" (deps.clock) is that instant plus the time passed
 * since the file was written, so time still runs. A missing, empty or unreadable file is the system
 * clock. The server's own tests inject their clock directly (tests/helpers/databases.ts).
 */
import { readFileSync, statSync } from "node:fs";
import type { Clock } from "../../core/shared/index.ts";

export function fileClock(file: string): Clock {
  return () => {
    try {
      const set = Date.parse(readFileSync(file, "utf8").trim());
      if (!Number.isFinite(set)) return new Date();
      return new Date(set + Math.max(0, Date.now() - statSync(file).mtimeMs));
    } catch {
      return new Date();
    }
  };
}
