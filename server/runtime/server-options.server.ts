import type { ServerOptions } from "node:http";

/**
 * Time-outs of the Node HTTP server, so a slow or stalled client cannot hold a connection (and
 * with it memory and a socket) for long:
 * - the request line and headers must arrive within 10 s (a header trickle is cut off with 408);
 * - the whole request, body included, within 30 s (bodies are at most 1 MB: see
 *   middleware/body-limit.server.ts; a reverse proxy in front buffers slow uploads anyway);
 * - an idle keep-alive connection is closed after 5 s.
 * Node checks the first two every `connectionsCheckingInterval`, so a trickle ends at most 1 s
 * after its limit. Uploads, when they come, may need a longer request time-out on their paths.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} as const satisfies ServerOptions;
