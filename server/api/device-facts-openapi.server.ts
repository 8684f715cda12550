/** OpenAPI paths: A model's price history and open figures (issue 34); spread into openapi.server.ts. */
import { pathsFromZod } from "../http/openapi-zod.server.ts";

export const deviceFactsOpenApiPaths = pathsFromZod({});
