import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { fetchWebFontForLater, WEB_FONT_FAMILY, WEB_FONT_KEY, webFontHeadScript } from "./web-font.ts";
import { memoryStorage } from "../../tests/helpers/memory-storage.ts";

/** Runs the head script against a document element and a storage (or one that throws, as in a frame without storage). */
function runHeadScript(storage: Pick<Storage, "getItem"> | "throws"): Record<string, string> {
  const attributes: Record<string, string> = {};
  const localStorage =
    storage === "throws"
      ? {
          getItem() {
            throw new Error("SecurityError");
          },
        }
      : storage;
  runInNewContext(webFontHeadScript(), {
    localStorage,
    document: { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } },
  });
  return attributes;
}

describe("the web font on a first page view (decision 0140)", () => {
  it("marks a first view to be drawn without the face, and leaves a later one alone", () => {
    expect(runHeadScript(memoryStorage())).toEqual({ "data-font": "later" });
    const remembered = memoryStorage();
    remembered.setItem(WEB_FONT_KEY, "1");
    expect(runHeadScript(remembered)).toEqual({});
    // no storage: the face can never be remembered, so it never holds up the text either
    expect(runHeadScript("throws")).toEqual({ "data-font": "later" });
  });

  it("fetches the face on a page drawn without it and remembers it only once it arrived", async () => {
    const asked: string[] = [];
    const storage = memoryStorage();
    const arrived = { load: async (font: string) => (asked.push(font), [{} as FontFace]) };
    expect(await fetchWebFontForLater({ dataset: { font: "later" } }, arrived, storage)).toBe(true);
    expect(asked).toEqual([`400 1em "${WEB_FONT_FAMILY}"`]);
    expect(storage.getItem(WEB_FONT_KEY)).toBe("1");

    const failing = memoryStorage();
    const offline = {
      load: async () => {
        throw new Error("NetworkError");
      },
    };
    expect(await fetchWebFontForLater({ dataset: { font: "later" } }, offline, failing)).toBe(false);
    expect(await fetchWebFontForLater({ dataset: { font: "later" } }, { load: async () => [] }, failing)).toBe(false);
    expect(failing.getItem(WEB_FONT_KEY)).toBeNull();
  });

  it("does nothing on a page that already has the face", async () => {
    const asked: string[] = [];
    const storage = memoryStorage();
    const fonts = { load: async (font: string) => (asked.push(font), [{} as FontFace]) };
    expect(await fetchWebFontForLater({ dataset: {} }, fonts, storage)).toBe(false);
    expect(asked).toEqual([]);
    expect(storage.getItem(WEB_FONT_KEY)).toBeNull();
  });
});
