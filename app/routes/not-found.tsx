import type { Route } from "./+types/not-found";
import { pageNotFound } from "../lib/errors.ts";

/** No route matched: "Page not found: {path}" (or the expired-link variant for clarification paths). */
export function loader({ url }: Route.LoaderArgs) {
  throw pageNotFound(url.pathname, "noRoute");
}

export default function NotFound() {
  return null;
}
