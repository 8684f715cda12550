/**
 * Serving the speculation rules (decision 0052): the JSON document of the request's edition, and
 * the `Speculation-Rules` header that names it on every shop page. A header and a same-origin file
 * instead of an inline `<script type="speculationrules">`: nothing inline for the CSP to allow,
 * the page's bytes stay the same (the page cache keeps whole responses), and the rules are one
 * file per edition and build the browser keeps.
 */
import type { Context } from "hono";
import type { EditionId } from "../../core/editions/index.ts";
import type { AppEnv } from "../config/env.server.ts";
import { SPECULATION_RULES_PATH, SPECULATION_RULES_TYPE, speculationRules } from "./rules.ts";

const documents = new Map<EditionId, string>();
const rulesJson = (edition: EditionId) => {
  let json = documents.get(edition);
  if (!json) documents.set(edition, (json = JSON.stringify(speculationRules(edition))));
  return json;
};

/** Whether this request's pages carry speculation rules: shop pages of the main shop, setting on. */
function speculating(c: Context<AppEnv>): boolean {
  return c.get("deps").config.SPECULATION_RULES === "on" && c.get("surface") === "shop" && c.get("mode") === "default";
}

/** The rules URL of this build: the version in it lets the browser keep the file for a year. */
const rulesUrl = (buildVersion: string) => `${SPECULATION_RULES_PATH}?v=${encodeURIComponent(buildVersion)}`;

/** GET /speculation-rules.json: the edition's rules (404 where pages carry none). */
export function serveSpeculationRules(c: Context<AppEnv>): Response {
  if (!speculating(c)) return c.text("Not Found", 404);
  const versioned = c.req.query("v") === c.get("deps").buildVersion;
  return c.body(rulesJson(c.get("edition")), 200, {
    "Content-Type": SPECULATION_RULES_TYPE,
    "Cache-Control": versioned ? "public, max-age=31536000, immutable" : "public, max-age=300",
  });
}

/** Adds the `Speculation-Rules` header to a shop page's HTML response (a structured-field string list). */
export function addSpeculationRulesHeader(c: Context<AppEnv>, response: Response): void {
  if (speculating(c)) response.headers.set("Speculation-Rules", `"${rulesUrl(c.get("deps").buildVersion)}"`);
}
