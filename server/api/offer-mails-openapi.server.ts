/** OpenAPI paths: "Send me this offer" and its expiry reminder (issue 34); spread into openapi.server.ts. */
import { pathsFromZod } from "../http/openapi-zod.server.ts";

export const offerMailsOpenApiPaths = pathsFromZod({});
