import { describe, expect, it } from "vitest";
import { compiledMessagesFor } from "../../core/shared/index.server.ts";
import { messagesForPage } from "./message-scopes.ts";
import { packMessages, unpackMessages } from "./packed-messages.ts";

describe("the page's strings as one string (decision 0062)", () => {
  it("unpacks to what was packed, parsed ICU messages included", () => {
    const messages = messagesForPage(compiledMessagesFor("de"), ["pdp"]);
    expect(Object.keys(messages).length).toBeGreaterThan(50);
    expect(Object.values(messages).some((m) => Array.isArray(m))).toBe(true);
    expect(unpackMessages(packMessages(messages))).toEqual(messages);
  });

  it("packs a subset once and unpacks a string once", () => {
    const messages = messagesForPage(compiledMessagesFor("fr"), ["home"]);
    const packed = packMessages(messages);
    expect(packMessages(messages)).toBe(packed);
    expect(unpackMessages(packed)).toBe(unpackMessages(packed));
  });

  it("an unreadable string gives no strings rather than a failed page", () => {
    expect(unpackMessages("{not json")).toEqual({});
  });
});
