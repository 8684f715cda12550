import type { Route } from "./+types/build-manifest";
import { pageContext } from "../../server/http/page-context.server.ts";

/** The latest build's id, polled by the client to notice a new deployment. */
export function loader({ context }: Route.LoaderArgs) {
  const { deps } = context.get(pageContext);
  return Response.json({ version: deps.buildVersion }, { headers: { "Cache-Control": "no-store" } });
}
