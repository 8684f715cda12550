/** OpenAPI paths: Verifiable erasure certificates (issue 34); spread into openapi.server.ts. */
import { pathsFromZod } from "../http/openapi-zod.server.ts";

export const certificatesOpenApiPaths = pathsFromZod({});
