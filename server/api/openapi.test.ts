/**
 * The OpenAPI document (decision 0027) lists exactly the operations the Hono API registers, each
 * with its path parameters, and the entries generated from zod say what the validation says.
 */
import { describe, expect, it } from "vitest";
import { createApi } from "./index.server.ts";
import { openApiDocument } from "./openapi.server.ts";

type Operation = {
  parameters?: { name: string; in: string; required?: boolean; schema?: Record<string, unknown> }[];
  responses?: Record<string, unknown>;
  summary?: string;
};

/** `/trade/trades/:tradeNumber` and `/trade/trades/{tradeNumber}` → `/trade/trades/{}`. */
const normalize = (path: string) =>
  path
    .replace(/:\w+(\{[^}]*\})?/g, "{}")
    .replace(/\{[^}]+\}/g, "{}")
    .replace(/(.)\/$/, "$1");
/** The document's own two routes describe the document. */
const SELF = new Set(["GET /api/openapi.json", "GET /api/docs"]);

const documented = () =>
  Object.entries(openApiDocument.paths as Record<string, Record<string, Operation>>).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${normalize(path)}`, path, op })),
  );

describe("OpenAPI document", () => {
  it("lists every operation the API registers, and none it does not", () => {
    const registered = new Set(
      createApi()
        .routes.filter((r) => r.method !== "ALL")
        .map((r) => `${r.method} /api${normalize(r.path)}`)
        .filter((k) => !SELF.has(k)),
    );
    const inDocument = new Set(documented().map((d) => d.key));
    expect(
      [...registered].filter((k) => !inDocument.has(k)),
      "registered but not documented",
    ).toEqual([]);
    expect(
      [...inDocument].filter((k) => !registered.has(k)),
      "documented but not registered",
    ).toEqual([]);
  });

  it("declares every path parameter and a response for every operation", () => {
    for (const { path, op, key } of documented()) {
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
      expect(declared.sort(), `${key}: path parameters`).toEqual(names.sort());
      expect(Object.keys(op.responses ?? {}).length, `${key}: responses`).toBeGreaterThan(0);
      expect(op.summary, `${key}: summary`).toBeTruthy();
    }
  });

  it("takes the back office's rules from the zod schemas that validate the requests", () => {
    const paths = openApiDocument.paths as Record<
      string,
      Record<string, Operation & { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } }>
    >;
    const queue = paths["/api/backoffice/trades"]!.get!;
    const state = queue.parameters!.find((p) => p.name === "state")!;
    expect(state).toMatchObject({
      in: "query",
      required: false,
      schema: { enum: expect.arrayContaining(["created", "clarification", "returned"]) },
    });
    expect(queue.parameters!.find((p) => p.name === "q")!.schema).toMatchObject({ type: "string", maxLength: 200 });
    const login = paths["/api/backoffice/auth/login"]!.post!.requestBody!.content["application/json"]!.schema;
    expect(login).toMatchObject({
      type: "object",
      required: ["email", "password"],
      properties: { otp: { type: "string", maxLength: 40 } },
    });
  });
});
