/**
 * OpenAPI operations from the zod schemas that validate the requests (decision 0027): a route
 * module describes each operation with the same schema objects its handler passes to `parseWith`
 * or `readJson`, and zod 4's own `z.toJSONSchema` (JSON Schema 2020-12, which OpenAPI 3.1 uses)
 * writes the body, query and path parameters. One schema says each rule once: a changed limit or
 * enum changes the validation and the document together.
 */
import { z } from "../../core/shared/index.ts";

const problem = { $ref: "#/components/schemas/Problem" };

/** A response: a description, or a description and the zod schema of its JSON (or another media type). */
export type ZodResponse = string | { description: string; json?: z.ZodType; problem?: boolean; media?: string };

export interface ZodOperation {
  summary: string;
  description?: string;
  tags?: string[];
  /** The path's `{name}` parameters, as the handler reads them. */
  params?: z.ZodObject;
  /** The query string, as the handler parses it. */
  query?: z.ZodObject;
  /** Request headers the operation reads (name → description); all optional unless `required`. */
  headers?: Record<string, { description: string; required?: boolean }>;
  /** The JSON body, as the handler reads it. */
  body?: z.ZodType;
  /** A multipart/form-data body with one file part (checked by content, not by a schema). */
  upload?: { field: string; description: string };
  /** Bearer token needed (`customer` or `staff`; both are "bearer" here, each with its own audience). */
  auth?: "customer" | "staff" | "optional";
  /** Status → response; 4xx/5xx answers are problem documents unless `problem: false`. */
  responses: Record<string, ZodResponse>;
}

export type ZodPaths = Record<string, Partial<Record<"get" | "post" | "put" | "patch" | "delete", ZodOperation>>>;

/** The JSON Schema of what a client sends (zod's input side: before coercion, defaults and transforms). */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  return rest;
}

function parametersOf(where: "path" | "query", schema: z.ZodObject | undefined) {
  if (!schema) return [];
  const json = jsonSchemaOf(schema) as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => {
    const { description, ...rest } = s;
    return {
      name,
      in: where,
      required: where === "path" || (json.required ?? []).includes(name),
      ...(typeof description === "string" ? { description } : {}),
      schema: rest,
    };
  });
}

function responseOf(status: string, r: ZodResponse) {
  const spec = typeof r === "string" ? { description: r } : r;
  const isProblem = spec.problem ?? Number(status) >= 400;
  if (spec.json) return { description: spec.description, content: { "application/json": { schema: jsonSchemaOf(spec.json) } } };
  if (spec.media) return { description: spec.description, content: { [spec.media]: {} } };
  if (isProblem) return { description: spec.description, content: { "application/problem+json": { schema: problem } } };
  return { description: spec.description };
}

export function operationFromZod(op: ZodOperation): Record<string, unknown> {
  const headers = Object.entries(op.headers ?? {}).map(([name, h]) => ({
    name,
    in: "header",
    required: h.required ?? false,
    description: h.description,
    schema: { type: "string" },
  }));
  const parameters = [...parametersOf("path", op.params), ...parametersOf("query", op.query), ...headers];
  const responses = Object.fromEntries(Object.entries(op.responses).map(([status, r]) => [status, responseOf(status, r)]));
  if (op.body && !responses["422"]) responses["422"] = responseOf("422", "Invalid fields (each named in `errors`)");
  return {
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(op.tags ? { tags: op.tags } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(op.upload
      ? {
          requestBody: {
            required: true,
            content: {
              "multipart/form-data": {
                schema: {
                  type: "object",
                  required: [op.upload.field],
                  properties: { [op.upload.field]: { type: "string", format: "binary", description: op.upload.description } },
                },
              },
            },
          },
        }
      : {}),
    ...(op.body
      ? {
          requestBody: {
            required: !op.body.safeParse(undefined).success,
            content: { "application/json": { schema: jsonSchemaOf(op.body) } },
          },
        }
      : {}),
    ...(op.auth === "customer" || op.auth === "staff"
      ? { security: [{ bearer: [] }] }
      : op.auth === "optional"
        ? { security: [{}, { bearer: [] }] }
        : {}),
    responses,
  };
}

/** OpenAPI `paths` from zod-described operations. */
export function pathsFromZod(paths: ZodPaths): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(paths).map(([path, ops]) => [
      path,
      Object.fromEntries(Object.entries(ops).map(([method, op]) => [method, operationFromZod(op!)])),
    ]),
  );
}
