/**
 * The server build's JavaScript is ASCII (decision 0148): V8 keeps a script's source for the
 * process's life, at two bytes a character as soon as one character is outside Latin-1, which
 * doubled the 4.6 MB bundle's share of an instance's memory. vite.config.ts has the server build
 * escape such characters; what an escape cannot reach (a tagged template's raw text) shows here.
 * Needs the build (BUILD_DIR or build/), as the rest of this stage.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const SERVER = path.resolve(process.env.BUILD_DIR ?? "build", "server");

it("every JavaScript file of the server build is ASCII", () => {
  const files = readdirSync(SERVER, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js"));
  expect(files).toContain("index.js");
  const nonAscii = files.flatMap((file) => {
    const text = readFileSync(path.join(SERVER, file), "utf8");
    const at = text.search(/[^\x00-\x7f]/);
    return at < 0 ? [] : [`${file}: ${JSON.stringify(text.slice(Math.max(0, at - 60), at + 20))}`];
  });
  expect(nonAscii).toEqual([]);
});
