/**
 * Leaves the client router by a full page load; the navigation never settles. For the pages that
 * are served without hydration (islands, decisions 0006 and 0017): a client navigation to one
 * becomes a document load, so the page always comes from the server with its island.
 */
export function documentLoad(url: URL): Promise<never> {
  window.location.assign(url.pathname + url.search);
  return new Promise<never>(() => {});
}

/** A route's `clientLoader` for such a page: every client navigation to it becomes a document load. */
export function documentClientLoader({ request }: { request: Request }): Promise<never> {
  return documentLoad(new URL(request.url));
}
