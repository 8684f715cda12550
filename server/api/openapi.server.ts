import { Hono } from "hono";
import type { AppEnv } from "../env.server.ts";

const problem = { $ref: "#/components/schemas/Problem" };
const problemResponses = {
  "400": { description: "Malformed request", content: { "application/problem+json": { schema: problem } } },
  "422": { description: "Invalid fields", content: { "application/problem+json": { schema: problem } } },
};

/** The API description; each resource adds its paths here. */
export const openApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Sellback API",
    version: "1.0.0",
    description: "The edition (de, at, es, fr, it, en) comes from the Host header, as for pages. Amounts are EUR decimals. Errors are RFC 9457 problem details.",
  },
  paths: {
    "/api/health": {
      get: { summary: "Liveness and database check", responses: { "200": { description: "Healthy" }, "503": { description: "Database unavailable" } } },
    },
    "/api/redirects": {
      get: {
        summary: "Look up a legacy redirect for a path",
        parameters: [{ name: "path", in: "query", required: true, schema: { type: "string", pattern: "^/" } }],
        responses: {
          "200": {
            description: "Redirect target",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: { target: { type: "string" }, status: { type: "integer" }, external: { type: "boolean" } },
                },
              },
            },
          },
          "404": { description: "No redirect", content: { "application/problem+json": { schema: problem } } },
          ...problemResponses,
        },
      },
    },
    "/api/trade/searches": {
      post: {
        summary: "Search devices (deviceByUrl, devicesBySeries, devicesText) or categories with manufacturer counts",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["search", "application", "resultSize"],
                properties: {
                  search: {
                    oneOf: [
                      { type: "object", required: ["type", "url"], properties: { type: { const: "deviceByUrl" }, url: { type: "string" } } },
                      { type: "object", required: ["type", "seriesId"], properties: { type: { const: "devicesBySeries" }, seriesId: { type: "string" } } },
                      { type: "object", required: ["type", "text"], properties: { type: { const: "devicesText" }, text: { type: "string", maxLength: 200 } } },
                      { type: "object", required: ["type"], properties: { type: { const: "categories" } } },
                    ],
                  },
                  application: { type: "string", description: "devices-{edition} or manufacturers-{edition}" },
                  resultSize: { type: "integer", minimum: 1, maximum: 100 },
                },
              },
            },
          },
        },
        responses: { "200": { description: "{total, hits}" }, ...problemResponses },
      },
    },
    "/api/content/{slug}": {
      get: {
        summary: "A content page of the edition (title, description, sanitized HTML, sister-edition paths)",
        parameters: [{ name: "slug", in: "path", required: true, schema: { type: "string" } }],
        responses: { "200": { description: "The page" }, "404": { description: "No such page", content: { "application/problem+json": { schema: problem } } } },
      },
    },
  } as Record<string, unknown>,
  components: {
    schemas: {
      Problem: {
        type: "object",
        required: ["type", "title", "status"],
        properties: {
          type: { type: "string" },
          title: { type: "string" },
          status: { type: "integer" },
          detail: { type: "string" },
          errors: { type: "array", items: { type: "object", properties: { field: { type: "string" }, message: { type: "string" } } } },
        },
      },
    },
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);

export const openApi = new Hono<AppEnv>()
  .get("/openapi.json", (c) => c.json(openApiDocument))
  .get("/docs", (c) => {
    const rows = Object.entries(openApiDocument.paths)
      .flatMap(([path, ops]) =>
        Object.entries(ops as Record<string, { summary?: string }>).map(
          ([method, op]) =>
            `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op.summary ?? "")}</td></tr>`,
        ),
      )
      .join("");
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sellback API reference</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.4rem;text-align:left}</style></head>
<body><main><h1>Sellback API reference</h1><p>${escapeHtml(openApiDocument.info.description)}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p>
<table><thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">What it does</th></tr></thead><tbody>${rows}</tbody></table></main></body></html>`);
  });
