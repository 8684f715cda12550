/**
 * A POST of a raw body with the content type it names: the API tests' malformed JSON, forms where
 * JSON is expected and wrong content types. To the de shop unless `host` says otherwise.
 */
import type { TestContext } from "./databases.ts";

export const rawPost = (
  ctx: TestContext,
  path: string,
  body: string,
  contentType: string,
  opts: { host?: string; headers?: Record<string, string> } = {},
) =>
  ctx.request(path, { host: opts.host ?? "de.localhost", method: "POST", body, headers: { ...opts.headers, "content-type": contentType } });
