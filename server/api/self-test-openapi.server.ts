/** OpenAPI paths: The browser self-test's signed result (issue 34); spread into openapi.server.ts. */
import { pathsFromZod } from "../http/openapi-zod.server.ts";

export const selfTestOpenApiPaths = pathsFromZod({});
