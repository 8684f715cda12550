/**
 * The shop's type face on a visitor's first page view (decision 0140): the page is drawn in the
 * metric-matched fallback without asking for the face, which is fetched once the page is shown and
 * remembered; every later page uses the face from the browser's cache. So a first visit's text
 * never waits for 26 KB of font, and no page swaps faces under the reader's eyes.
 *
 * The `<head>` of an island page carries `webFontHeadScript()`: before anything is drawn it marks
 * `<html data-font="later">` unless the face was fetched before (styles.css then leaves Inter out of
 * `--font-sans`). Without JavaScript the mark is never set and the page asks for the face as
 * before. Framework-free: the island's chrome calls `fetchWebFontForLater`.
 */

/** The localStorage key that says the face was fetched: a technical flag, no personal data. */
export const WEB_FONT_KEY = "sellback.font";
/** The family name of app/ui/shop-look.css's @font-face. */
export const WEB_FONT_FAMILY = "Inter Variable";

/** The inline script of the page's head (same text on every page: the page cache hashes it for the CSP). */
export function webFontHeadScript(): string {
  return `try{localStorage.getItem(${JSON.stringify(WEB_FONT_KEY)})||document.documentElement.setAttribute("data-font","later")}catch(e){document.documentElement.setAttribute("data-font","later")}`;
}

type FontLoader = Pick<FontFaceSet, "load">;

/**
 * On a page drawn without the face: fetches it (it stays in the HTTP cache, immutable) and, once
 * it has arrived, remembers that for the next page. This page keeps the fallback.
 */
export async function fetchWebFontForLater(
  root: Pick<HTMLElement, "dataset">,
  fonts: FontLoader,
  storage: Pick<Storage, "setItem"> | null,
): Promise<boolean> {
  if (root.dataset.font !== "later") return false;
  try {
    const faces = await fonts.load(`400 1em "${WEB_FONT_FAMILY}"`);
    if (faces.length === 0) return false;
    storage?.setItem(WEB_FONT_KEY, "1");
    return true;
  } catch {
    // offline, blocked storage: the next page asks again
    return false;
  }
}
