/**
 * Controlling client (spec §7), framework-free and small: it also runs on the product page,
 * which has no React and a JavaScript budget of a few KB.
 *
 * - `getClientId()` reads the `clientId` cookie, else (only after cookie consent: it is a
 *   marketing cookie) calls GET /api/client-id once per page. A failure logs
 *   "error creating client id" and yields null.
 * - `sendControlling(event)` posts to /api/controlling/controlling. It never throws and never
 *   blocks the flow: any failure logs "error creating controlling order". console.warn, not
 *   console.error, because the browser tests fail on console errors.
 *
 * Events other than touchpoints are first-party statistics and are sent with or without consent;
 * only the client id (the affiliate identifier) waits for consent (decision 0008).
 */
import { whenShown } from "./activation.ts";
import { consentGiven } from "./analytics.ts";
import { applicationIdFor, CLIENT_ID_COOKIE, type ControllingEventBody } from "../../core/marketing/index.ts";
import { createHttpClient } from "../../core/shared/index.ts";

/** The one HTTP client (core/shared/http-client.ts): the spec's retry policy for these calls too. */
const http = createHttpClient();

export const CLIENT_ID_ENDPOINT = "/api/client-id";
export const CONTROLLING_ENDPOINT = "/api/controlling/controlling";

/** What a page passes: the event name and its fields; clientId, applicationId and url are filled in. */
export type ControllingEvent = Omit<ControllingEventBody, "clientId" | "applicationId" | "url"> & {
  url?: string;
  applicationId?: string;
};

/** The clientId cookie's value from a `document.cookie` string, or null. */
export function readClientIdCookie(cookie: string): string | null {
  for (const part of cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === CLIENT_ID_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** The request body: page context filled in, empty optional fields left out. */
export function buildControllingEvent(
  event: ControllingEvent,
  page: { edition: string; href: string; clientId: string | null },
): ControllingEventBody {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(event)) if (value !== undefined && value !== null && value !== "") body[key] = value;
  return {
    ...(body as Omit<ControllingEventBody, "clientId" | "applicationId" | "url">),
    clientId: page.clientId,
    applicationId: event.applicationId ?? applicationIdFor(page.edition),
    url: event.url ?? page.href,
  };
}

let clientIdRequest: Promise<string | null> | null = null;

/** The affiliate client id, or null (no consent yet, or the call failed). */
export async function getClientId(): Promise<string | null> {
  if (typeof document === "undefined") return null;
  const fromCookie = readClientIdCookie(document.cookie);
  if (fromCookie) return fromCookie;
  if (consentGiven() !== true) return null;
  clientIdRequest ??= (async () => {
    try {
      const body = (await http.get<{ hash?: unknown } | undefined>(CLIENT_ID_ENDPOINT)) ?? {};
      if (typeof body.hash !== "string") throw new Error("response without hash");
      return body.hash;
    } catch (err) {
      console.warn("error creating client id", err);
      return null;
    }
  })();
  return clientIdRequest;
}

/** Sends one controlling event; resolves to the stored id or null. Never rejects. */
export async function sendControlling(event: ControllingEvent): Promise<number | null> {
  // a prerendered page sends nothing before it is shown (decision 0052)
  await new Promise<void>((resolve) => whenShown(resolve));
  try {
    const body = buildControllingEvent(event, {
      edition: document.body.dataset.edition ?? "en",
      href: location.href,
      clientId: await getClientId(),
    });
    // keepalive: survives a navigation right after the call (e.g. to the thank-you page)
    const { id } = (await http.post<{ id?: unknown } | undefined>(CONTROLLING_ENDPOINT, body, { keepalive: true })) ?? {};
    return typeof id === "number" ? id : null;
  } catch (err) {
    console.warn("error creating controlling order", err);
    return null;
  }
}
