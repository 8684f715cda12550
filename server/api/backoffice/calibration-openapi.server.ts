/** OpenAPI paths: Calibration: where customers and inspectors disagree (issue 34); spread into openapi.server.ts. */
import { pathsFromZod } from "../../http/openapi-zod.server.ts";

export const calibrationOpenApiPaths = pathsFromZod({});
