import { describe, expect, it } from "vitest";
import { formatAddress, inRange, parseAddress, parseRange, parseTrustProxy, resolveForwarding } from "./forwarding.ts";

const addr = (s: string) => {
  const b = parseAddress(s);
  if (!b) throw new Error(`not an address: ${s}`);
  return b;
};
const range = (s: string) => {
  const r = parseRange(s);
  if (!r) throw new Error(`not a range: ${s}`);
  return r;
};

describe("parseAddress", () => {
  it("reads IPv4, IPv6, IPv4-mapped IPv6, brackets, ports and zone ids", () => {
    expect(formatAddress(addr("203.0.113.7"))).toBe("203.0.113.7");
    expect(formatAddress(addr(" 203.0.113.7:51234 "))).toBe("203.0.113.7");
    expect(formatAddress(addr("::1"))).toBe("0:0:0:0:0:0:0:1");
    expect(formatAddress(addr("[2001:db8::1]:443"))).toBe("2001:db8:0:0:0:0:0:1");
    expect(formatAddress(addr("fe80::1%eth0"))).toBe("fe80:0:0:0:0:0:0:1");
    expect(formatAddress(addr("2001:DB8:0:0:0:0:0:1"))).toBe("2001:db8:0:0:0:0:0:1");
    // the same client, however the socket spells it
    expect(formatAddress(addr("::ffff:127.0.0.1"))).toBe("127.0.0.1");
    expect(formatAddress(addr("::ffff:7f00:1"))).toBe("127.0.0.1");
  });

  it("refuses what is no address", () => {
    for (const bad of [
      "",
      "unknown",
      "1.2.3",
      "1.2.3.4.5",
      "256.1.1.1",
      "01.2.3.4",
      "1.2.3.4:",
      "::1::2",
      "1:2:3:4:5:6:7:8:9",
      "12345::1",
      "[::1",
      "[::1]x",
      "example.com",
      "1:2:3:4:5:6:7",
    ])
      expect(parseAddress(bad), bad).toBeNull();
  });
});

describe("CIDR ranges", () => {
  it("match IPv4 by prefix, including IPv4-mapped IPv6 addresses", () => {
    expect(inRange(addr("127.8.9.10"), range("127.0.0.1/8"))).toBe(true);
    expect(inRange(addr("::ffff:127.0.0.1"), range("127.0.0.0/8"))).toBe(true);
    expect(inRange(addr("128.0.0.1"), range("127.0.0.0/8"))).toBe(false);
    expect(inRange(addr("10.1.2.3"), range("10.1.2.3"))).toBe(true);
    expect(inRange(addr("10.1.2.4"), range("10.1.2.3"))).toBe(false);
    expect(inRange(addr("192.168.1.200"), range("192.168.1.128/25"))).toBe(true);
    expect(inRange(addr("192.168.1.127"), range("192.168.1.128/25"))).toBe(false);
    expect(inRange(addr("8.8.8.8"), range("0.0.0.0/0"))).toBe(true);
    expect(inRange(addr("::1"), range("0.0.0.0/0"))).toBe(false);
  });

  it("match IPv6 by prefix", () => {
    expect(inRange(addr("::1"), range("::1"))).toBe(true);
    expect(inRange(addr("::2"), range("::1"))).toBe(false);
    expect(inRange(addr("fd12:3456::9"), range("fd00::/8"))).toBe(true);
    expect(inRange(addr("fe00::1"), range("fd00::/8"))).toBe(false);
    expect(inRange(addr("2001:db8:abcd:12ff::1"), range("2001:db8:abcd:1200::/56"))).toBe(true);
    expect(inRange(addr("2001:db8:abcd:1300::1"), range("2001:db8:abcd:1200::/56"))).toBe(false);
    expect(inRange(addr("127.0.0.1"), range("::ffff:0:0/96"))).toBe(true);
  });

  it("refuse bad ranges", () => {
    for (const bad of ["10.0.0.0/33", "::/129", "10.0.0.0/", "10.0.0.0/8/8", "[::1]", "/8", "localhost", "10.0.0.0/x"])
      expect(parseRange(bad), bad).toBeNull();
  });
});

describe("parseTrustProxy", () => {
  it("takes a hop count and/or ranges", () => {
    expect(parseTrustProxy("1")).toEqual({ hops: 1, ranges: [] });
    expect(parseTrustProxy("127.0.0.1/8, ::1").ranges).toHaveLength(2);
    expect(parseTrustProxy("2,10.0.0.0/8").hops).toBe(2);
  });

  it("names a bad entry", () => {
    expect(() => parseTrustProxy("1,2")).toThrow(/only one hop count/);
    expect(() => parseTrustProxy("true")).toThrow(/"true" is neither/);
    expect(() => parseTrustProxy("10.0.0.0/40")).toThrow(/10\.0\.0\.0\/40/);
    expect(() => parseTrustProxy("99")).toThrow(/at most 10/);
  });
});

describe("resolveForwarding", () => {
  const forged = { forwardedFor: "6.6.6.6", forwardedHost: "evil.example", forwardedProto: "https" };

  it("without a trusted proxy: the socket address, and no forwarded host or scheme", () => {
    expect(resolveForwarding(undefined, { socketAddress: "198.51.100.4", ...forged })).toEqual({
      address: "198.51.100.4",
      trustedPeer: false,
    });
    // a range that does not hold the peer changes nothing
    expect(resolveForwarding(parseTrustProxy("10.0.0.0/8"), { socketAddress: "198.51.100.4", ...forged })).toEqual({
      address: "198.51.100.4",
      trustedPeer: false,
    });
    expect(resolveForwarding(parseTrustProxy("0"), { socketAddress: "::ffff:198.51.100.4", ...forged }).address).toBe("198.51.100.4");
    expect(resolveForwarding(undefined, { socketAddress: undefined }).address).toBe("unknown");
  });

  it("hop count: the right-most entry the trusted proxy appended, not what the client made up", () => {
    const one = parseTrustProxy("1");
    expect(resolveForwarding(one, { socketAddress: "127.0.0.1", forwardedFor: "203.0.113.9" }).address).toBe("203.0.113.9");
    // the client sent its own X-Forwarded-For; nginx appended the real address
    expect(resolveForwarding(one, { socketAddress: "127.0.0.1", forwardedFor: "6.6.6.6, 7.7.7.7, 203.0.113.9" }).address).toBe(
      "203.0.113.9",
    );
    const two = parseTrustProxy("2");
    expect(resolveForwarding(two, { socketAddress: "10.0.0.2", forwardedFor: "6.6.6.6, 203.0.113.9, 10.0.0.1" }).address).toBe(
      "203.0.113.9",
    );
    // no header at all (someone reached the app past the proxy): the socket address
    expect(resolveForwarding(one, { socketAddress: "127.0.0.1" }).address).toBe("127.0.0.1");
    // fewer entries than trusted hops: the left-most
    expect(resolveForwarding(two, { socketAddress: "10.0.0.2", forwardedFor: "203.0.113.9" }).address).toBe("203.0.113.9");
  });

  it("ranges: every trusted proxy is skipped, the first other address from the right is the client", () => {
    const trust = parseTrustProxy("127.0.0.1/8,::1,10.0.0.0/8");
    expect(resolveForwarding(trust, { socketAddress: "::ffff:127.0.0.1", forwardedFor: "6.6.6.6, 203.0.113.9, 10.1.1.1" }).address).toBe(
      "203.0.113.9",
    );
    expect(resolveForwarding(trust, { socketAddress: "::1", forwardedFor: "2001:db8::5" }).address).toBe("2001:db8:0:0:0:0:0:5");
    // a forged entry that is not an address ends the walk at the hop that reported it
    expect(resolveForwarding(trust, { socketAddress: "127.0.0.1", forwardedFor: "203.0.113.9, garbage, 10.1.1.1" }).address).toBe(
      "10.1.1.1",
    );
    // a trusted peer that is the only hop
    expect(resolveForwarding(trust, { socketAddress: "127.0.0.1", forwardedFor: "" }).address).toBe("127.0.0.1");
  });

  it("host and scheme only from a trusted peer, the right-most value, checked", () => {
    const one = parseTrustProxy("1");
    expect(
      resolveForwarding(one, {
        socketAddress: "127.0.0.1",
        forwardedFor: "203.0.113.9",
        forwardedHost: "Sellback.DE",
        forwardedProto: "https",
      }),
    ).toEqual({
      address: "203.0.113.9",
      trustedPeer: true,
      host: "sellback.de",
      proto: "https",
    });
    expect(
      resolveForwarding(one, {
        socketAddress: "127.0.0.1",
        forwardedHost: "evil.example, www.sellback.de:8443",
        forwardedProto: "http, https",
      }),
    ).toMatchObject({ host: "www.sellback.de:8443", proto: "https" });
    const odd = resolveForwarding(one, { socketAddress: "127.0.0.1", forwardedHost: "evil.example/path", forwardedProto: "gopher" });
    expect(odd.host).toBeUndefined();
    expect(odd.proto).toBeUndefined();
    expect(resolveForwarding(parseTrustProxy("::1"), { socketAddress: "127.0.0.1", forwardedHost: "sellback.de" }).host).toBeUndefined();
  });
});
