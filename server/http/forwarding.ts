/**
 * Who is the client, which host did it ask for, over which scheme: the socket's answer, or the
 * forwarding headers of a proxy the `TRUST_PROXY` setting names (decision 0018). Pure: no Node,
 * no Hono; the middleware (server/middleware/forwarding.server.ts) feeds it the request.
 *
 * `TRUST_PROXY` is a comma-separated list of a hop count and/or addresses and CIDR ranges:
 * `1` (the socket peer is a trusted proxy), `127.0.0.1/8,::1`, `2,10.0.0.0/8`. A hop at position
 * i of the chain (0 = the socket peer, then the X-Forwarded-For entries from right to left) is a
 * trusted proxy when i < the hop count or its address lies in a listed range. The client is the
 * first hop from the right that is not a trusted proxy, so a made-up X-Forwarded-For entry sent
 * by the client itself is always to the left of the address the trusted proxy appended.
 */

/** A parsed TRUST_PROXY value. */
export interface TrustProxy {
  /** The nearest N hops are trusted proxies whatever their address. */
  readonly hops: number;
  readonly ranges: readonly AddressRange[];
}

/** An address range; IPv4 is kept as IPv4-mapped IPv6 (::ffff:a.b.c.d), its prefix + 96. */
export interface AddressRange {
  readonly bytes: Uint8Array;
  readonly prefix: number;
}

const MAPPED_PREFIX = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];

function parseIPv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const out: number[] = [];
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return null;
    const n = Number(p);
    if (n > 255 || (p.length > 1 && p.startsWith("0"))) return null;
    out.push(n);
  }
  return out;
}

function parseIPv6(text: string): number[] | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = (half: string): number[] | null => {
    if (half === "") return [];
    const out: number[] = [];
    const items = half.split(":");
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      if (i === items.length - 1 && item.includes(".")) {
        const v4 = parseIPv4(item);
        if (!v4) return null;
        out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[0-9a-f]{1,4}$/i.test(item)) out.push(parseInt(item, 16));
      else return null;
    }
    return out;
  };
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...new Array<number>(missing).fill(0), ...tail];
  return all.flatMap((g) => [g >> 8, g & 255]);
}

/**
 * An IPv4 or IPv6 address as 16 bytes (IPv4 as IPv4-mapped), or null. Accepts what appears in
 * X-Forwarded-For and socket addresses: brackets, a port (`1.2.3.4:80`, `[::1]:80`), a zone id.
 */
export function parseAddress(input: string): Uint8Array | null {
  let text = input.trim();
  if (text.startsWith("[")) {
    const end = text.indexOf("]");
    if (end === -1) return null;
    const rest = text.slice(end + 1);
    if (rest !== "" && !/^:\d{1,5}$/.test(rest)) return null;
    text = text.slice(1, end);
  } else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.indexOf(":"));
  const zone = text.indexOf("%");
  if (zone !== -1) text = text.slice(0, zone);
  const v4 = parseIPv4(text);
  if (v4) return Uint8Array.from([...MAPPED_PREFIX, ...v4]);
  const v6 = text.includes(":") ? parseIPv6(text) : null;
  return v6 ? Uint8Array.from(v6) : null;
}

const isMapped = (b: Uint8Array) => MAPPED_PREFIX.every((v, i) => b[i] === v);

/** The canonical text of a parsed address: dotted for IPv4 (also IPv4-mapped), eight hex groups otherwise. */
export function formatAddress(b: Uint8Array): string {
  if (isMapped(b)) return Array.from(b.slice(12)).join(".");
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((b[i]! << 8) | b[i + 1]!).toString(16));
  return groups.join(":");
}

/** `10.0.0.0/8`, `::1`, `fd00::/8`, `127.0.0.1`, or null when not a range. */
export function parseRange(text: string): AddressRange | null {
  const [addr, bits, extra] = text.trim().split("/");
  if (extra !== undefined || !addr) return null;
  const bytes = parseAddress(addr);
  if (!bytes || addr.includes("[")) return null;
  const v4 = parseIPv4(addr.trim()) !== null;
  const max = v4 ? 32 : 128;
  if (bits !== undefined && !/^\d{1,3}$/.test(bits)) return null;
  const n = bits === undefined ? max : Number(bits);
  if (n > max) return null;
  return { bytes, prefix: v4 ? n + 96 : n };
}

export function inRange(address: Uint8Array, range: AddressRange): boolean {
  for (let bit = 0; bit < range.prefix; bit += 8) {
    const take = Math.min(8, range.prefix - bit);
    const mask = (0xff << (8 - take)) & 0xff;
    if ((address[bit / 8]! & mask) !== (range.bytes[bit / 8]! & mask)) return false;
  }
  return true;
}

/** Parses TRUST_PROXY; throws an Error naming the first entry that is neither a hop count nor a range. */
export function parseTrustProxy(value: string): TrustProxy {
  let hops = 0;
  const ranges: AddressRange[] = [];
  for (const raw of value.split(",")) {
    const entry = raw.trim();
    if (entry === "") continue;
    if (/^\d+$/.test(entry)) {
      if (hops !== 0) throw new Error(`"${entry}": only one hop count`);
      hops = Number(entry);
      if (hops > 10) throw new Error(`"${entry}": a hop count of at most 10`);
      continue;
    }
    const range = parseRange(entry);
    if (!range) throw new Error(`"${entry}" is neither a hop count nor an address or CIDR range`);
    ranges.push(range);
  }
  return { hops, ranges };
}

export interface ForwardingInput {
  /** The socket's remote address (what @hono/node-server's conninfo reports). */
  socketAddress: string | undefined;
  forwardedFor?: string | undefined;
  forwardedHost?: string | undefined;
  forwardedProto?: string | undefined;
}

export interface Forwarding {
  /** The client's address (canonical text), or "unknown" when the socket reported none. */
  address: string;
  /** The socket peer is a trusted proxy: its X-Forwarded-Host/-Proto count. */
  trustedPeer: boolean;
  /** The host the client asked for, when a trusted proxy said so (as sent, e.g. "sellback.de" or "de.localhost:8443"). */
  host?: string;
  /** The scheme the client used, when a trusted proxy said so. */
  proto?: "http" | "https";
}

const HOST_VALUE = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The right-most value of a comma-separated header: the one the nearest proxy added. */
const lastValue = (header: string | undefined) => header?.split(",").at(-1)?.trim().toLowerCase() || undefined;

/** Resolves client address, host and scheme (see the file comment). Without `trust` only the socket counts. */
export function resolveForwarding(trust: TrustProxy | undefined, input: ForwardingInput): Forwarding {
  const socket = input.socketAddress ? parseAddress(input.socketAddress) : null;
  if (!socket) return { address: "unknown", trustedPeer: false };
  const trusted = (b: Uint8Array, i: number) => !!trust && (i < trust.hops || trust.ranges.some((r) => inRange(b, r)));
  if (!trusted(socket, 0)) return { address: formatAddress(socket), trustedPeer: false };

  const hops = (input.forwardedFor ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "")
    .reverse();
  let client = socket;
  for (let i = 0; i < hops.length; i++) {
    const next = parseAddress(hops[i]!);
    // A value that is no address ends the walk: the hop that reported it is the client.
    if (!next) break;
    client = next;
    if (!trusted(next, i + 1)) break;
  }
  const out: Forwarding = { address: formatAddress(client), trustedPeer: true };
  const host = lastValue(input.forwardedHost);
  if (host && HOST_VALUE.test(host)) out.host = host;
  const proto = lastValue(input.forwardedProto);
  if (proto === "http" || proto === "https") out.proto = proto;
  return out;
}
