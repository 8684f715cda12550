import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAIL_KINDS, mailKindKey } from "./kinds.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const sources = (dir: string) =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => readFileSync(path.join(ROOT, dir, f), "utf8"));

/** The union members of `type <name> = "a" | "b"` in `text`. */
const unionOf = (text: string, name: string) =>
  [...(new RegExp(`type ${name} = ([^;]+);`).exec(text)?.[1]?.matchAll(/"([A-Za-z]+)"/g) ?? [])].map((m) => m[1]!);

describe("mail kinds", () => {
  it("lists every kind the code sends, also those made from a notice's name", () => {
    const sent = new Set<string>();
    for (const text of ["core", "server", "app"].flatMap(sources)) {
      for (const m of text.matchAll(/\bkind: "([a-z]+\.[A-Za-z.]+)"/g)) if (!m[1]!.endsWith(".test")) sent.add(m[1]!);
    }
    const file = (p: string) => readFileSync(path.join(ROOT, p), "utf8");
    for (const n of unionOf(file("core/account/mails.server.ts"), "MailKind")) sent.add(`account.${n}`);
    for (const n of unionOf(file("core/clarification/mail.server.ts"), "ClarificationNotice")) sent.add(`clarification.${n}`);
    for (const n of unionOf(file("core/trade/notice-mail.server.ts"), "TradeNotice")) sent.add(`trade.${n}`);
    expect(sent.size).toBeGreaterThan(20);
    expect([...sent].filter((k) => !(MAIL_KINDS as readonly string[]).includes(k)).sort()).toEqual([]);
  });

  it("has every kind's name in English and German", () => {
    for (const lang of ["en", "de"]) {
      const messages = JSON.parse(readFileSync(path.join(ROOT, "messages", `${lang}.json`), "utf8")) as Record<string, string>;
      expect(
        MAIL_KINDS.filter((k) => !messages[mailKindKey(k)!]),
        lang,
      ).toEqual([]);
    }
    expect(mailKindKey("trade.unheardOf")).toBeNull();
  });
});
