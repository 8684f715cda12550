/**
 * The built server's own limits, over raw sockets (no browser): a client that trickles its
 * headers is cut off, and a page's form post over 1 MB is refused with a 413 problem document
 * before the page reads it, whether it says its length or comes chunked.
 */
import net from "node:net";
import { expect, test } from "@playwright/test";
import { PORT } from "./fixtures.ts";

interface RawAnswer {
  /** Everything the server sent before closing (or before `waitMs`). */
  text: string;
  status: number | null;
  closed: boolean;
  ms: number;
}

/** Opens a socket, lets `talk` write to it, and collects the answer until the server closes or `waitMs` passes. */
function raw(talk: (socket: net.Socket) => void, waitMs: number): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(PORT, "127.0.0.1");
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString("utf8");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      resolve({ text, status: status ? Number(status) : null, closed, ms: Date.now() - started });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on("data", (d: Buffer) => chunks.push(d));
    socket.on("close", () => finish(true));
    socket.on("error", () => finish(true));
    socket.on("connect", () => talk(socket));
  });
}

test("a client trickling its headers is cut off after the headers time-out (10 s)", async () => {
  test.setTimeout(40_000);
  let interval: NodeJS.Timeout | undefined;
  const answer = await raw((socket) => {
    socket.write("GET /api/health HTTP/1.1\r\nHost: de.localhost\r\n");
    let n = 0;
    // one header every 250 ms: on its own this would take more than a minute
    interval = setInterval(() => {
      if (!socket.destroyed) socket.write(`X-Trickle-${n++}: ${"a".repeat(8)}\r\n`);
    }, 250);
  }, 25_000);
  clearInterval(interval);
  expect(answer.closed, "the server closed the connection").toBe(true);
  expect(answer.ms).toBeGreaterThanOrEqual(9_000);
  expect(answer.ms).toBeLessThan(15_000);
  if (answer.status !== null) expect(answer.status).toBe(408);
});

const FORM_HEAD = (extra: string) =>
  `POST /kontakt HTTP/1.1\r\nHost: de.localhost:${PORT}\r\nContent-Type: application/x-www-form-urlencoded\r\nConnection: close\r\n${extra}\r\n`;

function expectTooLarge(answer: RawAnswer) {
  expect(answer.status, answer.text.slice(0, 200)).toBe(413);
  expect(answer.text).toMatch(/content-type: application\/problem\+json/i);
  expect(answer.text).toContain("Die Anfrage ist zu groß.");
}

test("a page form post over 1 MB with Content-Length: 413 problem before the body is read", async () => {
  // Only the first bytes are sent: the server answers from the declared length.
  const answer = await raw(
    (socket) => socket.write(FORM_HEAD(`Content-Length: ${2 * 1024 * 1024}\r\n`) + "email=a%40example.com&message="),
    10_000,
  );
  expectTooLarge(answer);
});

test("a chunked page form post over 1 MB without Content-Length: 413 once 1 MB has arrived", async () => {
  const answer = await raw((socket) => {
    socket.write(FORM_HEAD("Transfer-Encoding: chunked\r\n"));
    const chunk = "x".repeat(64 * 1024);
    let sent = 0;
    const more = () => {
      // 1.125 MB and no end: the server must answer without waiting for the rest (a client that
      // kept sending after the answer would meet a reset connection, which tells nothing)
      while (!socket.destroyed && sent < 18 * chunk.length) {
        sent += chunk.length;
        if (!socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)) return socket.once("drain", more);
      }
    };
    more();
  }, 10_000);
  expectTooLarge(answer);
});

test("a page form post with a NUL in a field: 422 with the form's message, never a 500", async () => {
  const body = `subject=orderStatus&name=Erika%00&email=erika%40example.com&tradeNumber=&message=${encodeURIComponent("Wo ist mein Geld für das iPhone?")}`;
  const answer = await raw(
    (socket) => socket.write(FORM_HEAD(`Origin: http://de.localhost:${PORT}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`) + body),
    10_000,
  );
  expect(answer.status, answer.text.slice(0, 300)).toBe(422);
  expect(answer.text).toContain("Die Eingabe enthält ein unzulässiges Zeichen (ein Steuerzeichen).");
});

test("a page path with a NUL in its slug: the edition's 404 page, never a 500", async () => {
  for (const path of ["/content/agb%00", "/verkaufen/smartphones%00", "/produkte/%00", "/trade/SB-1%00"]) {
    const answer = await raw(
      (socket) => socket.write(`GET ${path} HTTP/1.1\r\nHost: de.localhost:${PORT}\r\nConnection: close\r\n\r\n`),
      10_000,
    );
    expect(answer.status, path).toBe(404);
    expect(answer.text, path).toContain("Page not found:");
  }
});
