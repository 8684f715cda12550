/**
 * The campaign banner's close button (decision 0028), framework-free for the home page's island
 * (decision 0050). The button is rendered invisible (so its arrival moves nothing); attached, it
 * shows, and a click removes the banner and remembers that for the browser session
 * (sessionStorage: a choice the visitor made, no cookie, no tracking). A banner dismissed earlier in
 * the session is removed at once.
 */
import { webStorage } from "../../lib/web-storage.ts";

export const BANNER_KEY = "homeBannerDismissed";

export function attachBannerClose(banner: HTMLElement, storage: Storage | null = webStorage(window, "sessionStorage")): void {
  let dismissed = false;
  try {
    dismissed = storage?.getItem(BANNER_KEY) === "1";
  } catch {
    // storage blocked: the banner simply stays
  }
  if (dismissed) {
    banner.remove();
    return;
  }
  const button = banner.querySelector<HTMLButtonElement>("[data-banner-close]");
  if (!button) return;
  button.classList.remove("home-banner__close--pending");
  button.addEventListener("click", () => {
    banner.remove();
    try {
      storage?.setItem(BANNER_KEY, "1");
    } catch {
      // storage blocked: dismissed for this page view only
    }
  });
}
