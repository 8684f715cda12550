/**
 * The one import of zod for code that can reach the browser. In the browser zod runs without its
 * JIT: the JIT's probe (`new Function("")`, run when the first object schema is built) is an eval
 * that our Content-Security-Policy forbids, and the browser reports it as a violation even though
 * zod catches the error. Importing zod through here puts the setting before every schema. The
 * server keeps the JIT.
 */
import { z } from "zod";

if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
