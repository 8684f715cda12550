import { Hono, type MiddlewareHandler } from "hono";
import { LOCALE_COOKIE_MAX_AGE_DAYS, editions, isPrivatePath, matchPage } from "../core/editions/index.ts";
import { findRedirect } from "../core/redirects/index.server.ts";
import { redirectStatus } from "../core/redirects/index.ts";
import { ProblemError } from "../core/shared/index.ts";
import { createApi, varyByHost } from "./api/index.server.ts";
import { problemResponse } from "./http/problem.server.ts";
import { deviceImages } from "./http/device-images.server.ts";
import { devMailbox, MAILBOX_PATH } from "./dev/mailbox.server.ts";
import { WIDGET_DEMO_PATH, widgetDemo } from "./dev/widget-demo.server.ts";
import type { AppDeps, AppEnv } from "./config/env.server.ts";
import { backofficeHeaders } from "./middleware/backoffice.server.ts";
import { requestBodyLimit } from "./middleware/body-limit.server.ts";
import { editionFromHost } from "./middleware/edition.server.ts";
import { forwarding } from "./middleware/forwarding.server.ts";
import { formBodyProblem } from "./http/form-body.server.ts";
import { logPathOf } from "./http/log-path.ts";
import { knownHostOnly } from "./middleware/known-host.server.ts";
import { requestId } from "./middleware/request-id.server.ts";
import { mainPortMetrics, METRICS_PATH } from "./metrics/endpoint.server.ts";
import { requestMetrics } from "./metrics/middleware.server.ts";
import { log, requestLog } from "./middleware/logging.server.ts";
import { securityHeaders } from "./middleware/security.server.ts";
import type { PageCache } from "./page-cache/cache.server.ts";
import { pageCacheMiddleware } from "./page-cache/serve.server.ts";
import { addSpeculationRulesHeader, serveSpeculationRules } from "./speculation/serve.server.ts";
import { SPECULATION_RULES_PATH } from "./speculation/rules.ts";
import { widgetPages } from "./widget/pages.server.ts";

export type PageHandler = (request: Request, vars: AppEnv["Variables"]) => Promise<Response>;

/**
 * The whole HTTP surface: middleware, /api, legacy redirects, then the pages.
 * `pages` is the React Router handler; tests of the API leave it out.
 */
export function createApp(
  deps: AppDeps,
  opts: { pages?: PageHandler; staticFiles?: Hono<AppEnv>; before?: MiddlewareHandler<AppEnv>[]; pageCache?: PageCache } = {},
) {
  const app = new Hono<AppEnv>();
  for (const m of opts.before ?? []) app.use("*", m);
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use("*", forwarding);
  // X-Request-Id from the trusted proxy or new; in every log line and problem (decision 0053)
  app.use("*", requestId);
  // request counts and latency by route pattern; Connection: close while shutting down
  app.use("*", requestMetrics);
  // Anonymous pages from memory (decision 0048): a hit skips everything below (it still gets a
  // request id and is counted, decision 0053).
  if (opts.pageCache) app.use("*", pageCacheMiddleware(opts.pageCache));
  app.use("*", requestLog);
  // Unknown hosts: 421, except the health probes (decision 0072). The page cache never keeps or
  // answers them either (rules.ts refuses hosts outside the host map).
  app.use("*", knownHostOnly);
  app.use("*", editionFromHost);
  app.use("*", securityHeaders);
  app.use("*", backofficeHeaders);
  // b2bwidget/aganwidget: the partner's frame-ancestors, the key in every URL (decision 0045)
  app.use("*", widgetPages);
  app.use("/api/*", varyByHost);
  // Before /api and the pages: nothing reads a body above its limit.
  app.use("*", requestBodyLimit);

  // Prometheus' text format for METRICS_TOKEN holders (or only on METRICS_PORT; decision 0053)
  app.route(METRICS_PATH, mainPortMetrics);
  app.route("/api", createApi());
  // Development mailbox: answers 404 itself in production (server/dev/mailbox.server.ts).
  app.route(MAILBOX_PATH, devMailbox);
  // The widget demo partner page on partner.localhost (404 in production, decision 0045).
  app.route(WIDGET_DEMO_PATH, widgetDemo);
  // Device drawings and catalog photos (decision 0030), ahead of the files in public/.
  app.route("/images", deviceImages);
  // The speculation rules the shop pages name in their Speculation-Rules header (decision 0052).
  app.get(SPECULATION_RULES_PATH, serveSpeculationRules);
  if (opts.staticFiles) app.route("/", opts.staticFiles);

  app.all("*", async (c) => {
    const url = new URL(c.req.url);
    const isData = url.pathname.endsWith(".data");
    const backoffice = c.get("surface") === "backoffice";
    // The back office starts at its trade queue; it has no legacy redirects (decision 0023).
    if (backoffice && url.pathname === "/") return c.redirect("/trades", 302);
    if (c.req.method === "GET" && !isData && !backoffice && !matchPage(c.get("edition"), url.pathname)) {
      const hit = await findRedirect(deps.database.db, c.get("edition"), url.pathname);
      // the status staff chose (301, 302, 307 or 308; decision 0040)
      if (hit) return c.redirect(hit.target + (hit.external ? "" : url.search), redirectStatus(hit.status));
    }
    if (!opts.pages) return c.text("Not Found", 404);
    // A form post its action could not read (broken multipart, no form): a 400/415 problem, never a 500 (decision 0070).
    const formProblem = await formBodyProblem(c.req.raw);
    if (formProblem) return problemResponse(c, formProblem);
    const response = await opts.pages(c.req.raw, c.var);
    // Personal data (by page id, core/editions PRIVATE_PAGES) and every form answer stay out of caches.
    if (isPrivatePath(c.get("edition"), url.pathname) || (c.req.method !== "GET" && c.req.method !== "HEAD"))
      response.headers.set("Cache-Control", "private, no-store");
    if (!isData && !backoffice && (response.headers.get("content-type") ?? "").startsWith("text/html")) {
      const language = editions[c.get("edition")].language;
      response.headers.append(
        "Set-Cookie",
        `locale=${language}; Max-Age=${LOCALE_COOKIE_MAX_AGE_DAYS * 86_400}; Path=/; SameSite=Lax${deps.config.NODE_ENV === "production" ? "; Secure" : ""}`,
      );
      addSpeculationRulesHeader(c, response);
    }
    return response;
  });

  app.onError((err, c) => {
    // logged without personal data (see log); answered without detail
    log("error", "unhandled error", { path: logPathOf(c), err });
    return problemResponse(c, new ProblemError(500, "internal"));
  });
  return app;
}
