/**
 * Host-to-settings map (decisions.md "Brand, editions, hosts"; spec §1, §6).
 *
 * The host serving a request decides the edition and shop mode. Normalisation before lookup:
 * - only the first value of a comma-separated header (X-Forwarded-Host style) is used;
 * - surrounding whitespace, the port, and a trailing dot are ignored; matching is case-insensitive;
 * - `www.` in front of a *production* host means the same host (`www.sellback.de` → de).
 *   `www.` in front of a test/stage/local host is not in the map and falls back like any unknown host.
 * An unknown (or missing) host serves the English default shop with environment "unknown".
 */
import { DEFAULT_EDITION, EDITIONS, editions, type EditionId, type ShopMode } from "./config.ts";

export const ENVIRONMENTS = ["production", "test", "stage", "local"] as const;
export type HostEnvironment = (typeof ENVIRONMENTS)[number];
export type Environment = HostEnvironment | "unknown";

export interface HostSettings {
  readonly edition: EditionId;
  readonly mode: ShopMode;
  readonly environment: HostEnvironment;
}

export interface HostResolution {
  readonly edition: EditionId;
  readonly mode: ShopMode;
  readonly environment: Environment;
}

/** Every known host (lower case, no port, no `www.`) with its edition, mode and environment. */
export const HOST_MAP = {
  // en, default
  "sellback.com": { edition: "en", mode: "default", environment: "production" },
  "test.sellback.com": { edition: "en", mode: "default", environment: "test" },
  "stage.sellback.com": { edition: "en", mode: "default", environment: "stage" },
  localhost: { edition: "en", mode: "default", environment: "local" },
  // de, default
  "sellback.de": { edition: "de", mode: "default", environment: "production" },
  "test.sellback.de": { edition: "de", mode: "default", environment: "test" },
  "stage.sellback.de": { edition: "de", mode: "default", environment: "stage" },
  "de.localhost": { edition: "de", mode: "default", environment: "local" },
  // at, default
  "sellback.at": { edition: "at", mode: "default", environment: "production" },
  "test.sellback.at": { edition: "at", mode: "default", environment: "test" },
  "stage.sellback.at": { edition: "at", mode: "default", environment: "stage" },
  "at.localhost": { edition: "at", mode: "default", environment: "local" },
  // es, default
  "sellback.es": { edition: "es", mode: "default", environment: "production" },
  "test.sellback.es": { edition: "es", mode: "default", environment: "test" },
  "stage.sellback.es": { edition: "es", mode: "default", environment: "stage" },
  "es.localhost": { edition: "es", mode: "default", environment: "local" },
  // fr, default
  "sellback.fr": { edition: "fr", mode: "default", environment: "production" },
  "test.sellback.fr": { edition: "fr", mode: "default", environment: "test" },
  "stage.sellback.fr": { edition: "fr", mode: "default", environment: "stage" },
  "fr.localhost": { edition: "fr", mode: "default", environment: "local" },
  // it, default
  "sellback.it": { edition: "it", mode: "default", environment: "production" },
  "test.sellback.it": { edition: "it", mode: "default", environment: "test" },
  "stage.sellback.it": { edition: "it", mode: "default", environment: "stage" },
  "it.localhost": { edition: "it", mode: "default", environment: "local" },
  // de, b2bWidget
  "b2bwidget.sellback.de": { edition: "de", mode: "b2bWidget", environment: "production" },
  "b2bwidget.test.sellback.de": { edition: "de", mode: "b2bWidget", environment: "test" },
  "b2bwidget.stage.sellback.de": { edition: "de", mode: "b2bWidget", environment: "stage" },
  "b2bwidget.de.localhost": { edition: "de", mode: "b2bWidget", environment: "local" },
  // de, agan
  "agan.sellback.de": { edition: "de", mode: "agan", environment: "production" },
  "agan.test.sellback.de": { edition: "de", mode: "agan", environment: "test" },
  "agan.stage.sellback.de": { edition: "de", mode: "agan", environment: "stage" },
  "agan.de.localhost": { edition: "de", mode: "agan", environment: "local" },
  // de, aganwidget
  "aganwidget.sellback.de": { edition: "de", mode: "aganwidget", environment: "production" },
  "aganwidget.test.sellback.de": { edition: "de", mode: "aganwidget", environment: "test" },
  "aganwidget.stage.sellback.de": { edition: "de", mode: "aganwidget", environment: "stage" },
  "aganwidget.de.localhost": { edition: "de", mode: "aganwidget", environment: "local" },
} as const satisfies Record<string, HostSettings>;

export type KnownHost = keyof typeof HOST_MAP;

const hostLookup: ReadonlyMap<string, HostSettings> = new Map(Object.entries(HOST_MAP));

const reverseLookup: ReadonlyMap<string, string> = new Map(
  Object.entries(HOST_MAP).map(([host, s]) => [`${s.edition}|${s.mode}|${s.environment}`, host]),
);

/** The fallback for unknown hosts: English default shop. */
export const UNKNOWN_HOST_RESOLUTION: HostResolution = Object.freeze({
  edition: DEFAULT_EDITION,
  mode: "default",
  environment: "unknown",
});

/**
 * Normalises a Host header value: first comma-separated value, trimmed, lower case,
 * port removed (also for bracketed IPv6 literals), trailing dot removed.
 */
export function normalizeHost(hostHeader: string | undefined | null): string {
  if (hostHeader == null) return "";
  let host = (hostHeader.split(",")[0] ?? "").trim().toLowerCase();
  if (host.startsWith("[")) {
    // IPv6 literal, e.g. "[::1]:3000"
    const end = host.indexOf("]");
    host = end === -1 ? host : host.slice(0, end + 1);
  } else {
    const colon = host.indexOf(":");
    if (colon !== -1 && colon === host.lastIndexOf(":")) host = host.slice(0, colon);
  }
  while (host.endsWith(".")) host = host.slice(0, -1);
  return host;
}

/** Edition, shop mode and environment of the host serving the request. */
export function resolveHost(hostHeader: string | undefined | null): HostResolution {
  const host = normalizeHost(hostHeader);
  if (host === "") return UNKNOWN_HOST_RESOLUTION;
  const direct = hostLookup.get(host);
  if (direct) return direct;
  if (host.startsWith("www.")) {
    const bare = hostLookup.get(host.slice("www.".length));
    if (bare && bare.environment === "production") return bare;
  }
  return UNKNOWN_HOST_RESOLUTION;
}

/**
 * Host name (no scheme, no port) serving an edition in a mode and environment, or null when the
 * combination does not exist (partner modes exist only for `de`). Environment "unknown" is treated
 * as production. Production hosts are returned without `www.`.
 */
export function hostFor(edition: EditionId, mode: ShopMode = "default", environment: Environment = "production"): string | null {
  const env: HostEnvironment = environment === "unknown" ? "production" : environment;
  return reverseLookup.get(`${edition}|${mode}|${env}`) ?? null;
}

export interface HreflangAlternate {
  readonly edition: EditionId;
  /** Value of the `hreflang` attribute (the edition's html lang, "de-AT" for Austria). */
  readonly hreflang: string;
  readonly host: string;
}

/**
 * The sister editions' default-mode hosts in one environment, one per edition in EDITIONS order,
 * for `<link rel="alternate" hreflang>`. The English edition is the natural `x-default`.
 */
export function hreflangAlternates(environment: Environment = "production"): HreflangAlternate[] {
  return EDITIONS.map((edition) => {
    const host = hostFor(edition, "default", environment);
    if (host === null) throw new Error(`no default host for edition "${edition}" in ${environment}`);
    return { edition, hreflang: editions[edition].htmlLang, host };
  });
}

/**
 * The origin of an edition's shop in one environment of the host map, for absolute links that
 * leave the request (every e-mail) and for a page's canonical and alternate links (decision 0072):
 * production is the edition's configured `sellShopUrl` (https://www.sellback.de), test and stage
 * their https host, local `http://de.localhost:{port}`. `mode`: a partner mode's host instead
 * (https://b2bwidget.sellback.de).
 * Never the request's Host: a forged one would carry a mail's token elsewhere (decision 0018).
 */
export function shopOrigin(edition: EditionId, environment: HostEnvironment, localPort: number, mode: ShopMode = "default"): string {
  if (environment === "production" && mode === "default") return editions[edition].sellShopUrl.replace(/\/$/, "");
  const host = hostFor(edition, mode, environment);
  if (host === null) throw new Error(`no ${mode} host for edition "${edition}" in ${environment}`);
  return environment === "local" ? `http://${host}:${localPort}` : `https://${host}`;
}

/**
 * Whether a Host header names a host this shop serves (decision 0072): a host of HOST_MAP (any
 * environment, any port, `www.` before a production host) or a back-office host. Any other host
 * (an IP address, a made-up name, none) is answered 421 by server/middleware/known-host.server.ts,
 * except the health probes; it never reaches a page or the page cache.
 */
export function isKnownHost(hostHeader: string | undefined | null): boolean {
  return resolveHost(hostHeader).environment !== "unknown" || surfaceOf(hostHeader) === "backoffice";
}

/**
 * A development host (decision 0072): a loopback name the browser never lets another site's DNS
 * answer for — `localhost`, any `*.localhost` (RFC 6761), `127.0.0.1` or `[::1]`, with any port.
 * The development-only pages (/dev/mailbox, /dev/widget-demo) answer on these alone, so a page of
 * a foreign site whose name resolves to this machine (DNS rebinding) cannot read them.
 */
export function isDevelopmentHost(hostHeader: string | undefined | null): boolean {
  const host = normalizeHost(hostHeader);
  return host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1" || host === "[::1]";
}

/**
 * The surface a host serves (decisions.md "Trade processing and the back office"): the shop (every
 * host of HOST_MAP, and any unknown host) or the staff's back office on its own hosts. A back-office
 * host still resolves to the English default edition for everything that asks for one.
 */
export type Surface = "shop" | "backoffice";

export const BACKOFFICE_HOSTS = {
  "backoffice.sellback.com": "production",
  "backoffice.test.sellback.com": "test",
  "backoffice.stage.sellback.com": "stage",
  "backoffice.localhost": "local",
} as const satisfies Record<string, HostEnvironment>;

const backofficeLookup: ReadonlyMap<string, HostEnvironment> = new Map(Object.entries(BACKOFFICE_HOSTS));

/** The surface of a Host header value (normalised like `resolveHost`; no `www.` form). */
export function surfaceOf(hostHeader: string | undefined | null): Surface {
  return backofficeLookup.has(normalizeHost(hostHeader)) ? "backoffice" : "shop";
}

/** The back office's host in an environment ("unknown" counts as production). */
export function backofficeHostFor(environment: Environment = "production"): string {
  const env: HostEnvironment = environment === "unknown" ? "production" : environment;
  return Object.entries(BACKOFFICE_HOSTS).find(([, e]) => e === env)![0];
}

/**
 * Development-only demo hosts (decision 0045): `partner.localhost` plays a retail partner's site
 * (the seeded demo partner's registered origin) that embeds the widget at `/dev/widget-demo`;
 * `partner2.localhost` is the same page on an origin no partner registered (the browser must
 * refuse the frame). Both are otherwise unknown hosts (English default shop); never in production.
 */
export const DEMO_HOSTS = ["partner.localhost", "partner2.localhost"] as const;

/** True for a development demo host (normalised like `resolveHost`). */
export function isDemoHost(hostHeader: string | undefined | null): boolean {
  return (DEMO_HOSTS as readonly string[]).includes(normalizeHost(hostHeader));
}
