/**
 * Decision 0066: a cached hit's headers are checked once with Node's validators and written
 * through Node's own header table; on the wire they are the same bytes as `writeHead(status, list)`.
 */
import { createServer, type ServerResponse } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { checkHead, flatHead, writeCheckedHead } from "./checked-head.server.ts";

const LIST = [
  "content-type",
  "text/html; charset=utf-8",
  "set-cookie",
  "locale=de; Max-Age=31536000; Path=/; SameSite=Lax",
  "set-cookie",
  "other=1; Path=/",
  "content-security-policy",
  "default-src 'self'; script-src 'self' 'sha256-abc='",
  "cache-control",
  "public, max-age=0, s-maxage=30",
  "vary",
  "Accept-Encoding",
  "etag",
  '"abc-br"',
  "content-length",
  "5",
];

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** Serves one handler and returns the raw bytes of one answer's head (Date removed). */
async function rawHead(handler: (res: ServerResponse) => void): Promise<string> {
  const server = createServer((_req, res) => handler(res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  const { port } = server.address() as AddressInfo;
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
    let data = "";
    socket.on("data", (chunk) => (data += chunk.toString("latin1")));
    socket.on("end", () => resolve(data));
    socket.on("error", reject);
  });
  return text
    .split("\r\n\r\n")[0]!
    .split("\r\n")
    .filter((l) => !l.startsWith("Date: "))
    .join("\n");
}

describe("checkHead", () => {
  it("keeps every header, a repeated one as several values", () => {
    const head = checkHead(LIST);
    expect(head["set-cookie"]).toEqual(["set-cookie", ["locale=de; Max-Age=31536000; Path=/; SameSite=Lax", "other=1; Path=/"]]);
    expect(head["etag"]).toEqual(["etag", '"abc-br"']);
    expect(flatHead(head)).toEqual(LIST);
  });

  it("refuses what Node would refuse: a line break in a value, a space in a name", () => {
    expect(() => checkHead(["x-a", "1\r\nset-cookie: evil=1"])).toThrow(/Invalid character/);
    expect(() => checkHead(["bad name", "1"])).toThrow(/Header name must be a valid HTTP token/);
  });
});

describe("writeCheckedHead", () => {
  it("writes the same bytes as writeHead with the list, extras last", async () => {
    const extra = ["x-request-id", "0123456789abcdef"];
    const viaList = await rawHead((res) => {
      res.writeHead(200, [...LIST, ...extra]);
      res.end("hello");
    });
    await close?.();
    close = undefined;
    const viaTable = await rawHead((res) => {
      writeCheckedHead(res, 200, checkHead(LIST), extra);
      res.end("hello");
    });
    expect(viaTable).toBe(viaList);
    expect(viaTable).toContain("HTTP/1.1 200 OK\ncontent-type: text/html; charset=utf-8\nset-cookie: locale=de;");
    expect(viaTable).toContain("\nset-cookie: other=1; Path=/\n");
    expect(viaTable).toContain("\nx-request-id: 0123456789abcdef\n");
  });

  it("goes through Node's header table on this Node (the fast path is in use)", async () => {
    let seen: unknown;
    await rawHead((res) => {
      writeCheckedHead(res, 304, checkHead(["etag", '"abc"']), ["connection", "close"]);
      seen = res.getHeaders();
      res.end();
    });
    expect(seen).toEqual({ etag: '"abc"', connection: "close" });
  });

  it("validates the per-answer extras", async () => {
    let error: unknown;
    await rawHead((res) => {
      try {
        writeCheckedHead(res, 200, checkHead(["etag", '"abc"']), ["x-request-id", "a\r\nb"]);
      } catch (err) {
        error = err;
        res.writeHead(500);
      }
      res.end();
    });
    expect(String(error)).toMatch(/Invalid character/);
  });

  it("falls back to the ordinary, validated write when headers were already set", async () => {
    const head = await rawHead((res) => {
      res.setHeader("x-early", "1");
      writeCheckedHead(res, 200, checkHead(["etag", '"abc"', "content-length", "0"]), []);
      res.end();
    });
    expect(head).toContain('etag: "abc"');
    expect(head).toContain("x-early: 1");
  });
});
