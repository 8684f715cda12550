/** OpenAPI paths: Price alerts with double opt-in (issue 34); spread into openapi.server.ts. */
import { pathsFromZod } from "../http/openapi-zod.server.ts";

export const priceAlertsOpenApiPaths = pathsFromZod({});
