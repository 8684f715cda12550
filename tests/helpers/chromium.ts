/**
 * How the browser tests and tools launch Debian's Chromium (docs: guides/testing.md, decision 0144).
 *
 * Two of Debian's builds of the same Chromium:
 * - `chromium-headless-shell` (package chromium-headless-shell): Chromium's headless shell, the
 *   same Blink and V8 without the browser's window and profile layer, what Playwright itself runs
 *   headless tests on. The browser tests drive it: on the 2-core machines a page visit costs about
 *   half the CPU it costs in the full browser's headless mode (decision 0144).
 * - `chromium`: the browser a visitor runs, for what needs all of it: prerendering through the tab
 *   target (tests/helpers/cdp-chromium.ts), the screenshots people look at, and Lighthouse.
 */
const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumLaunch = (extraArgs: string[] = [], build: "headless shell" | "full browser" = "headless shell") => ({
  executablePath: build === "headless shell" ? HEADLESS_SHELL_PATH : CHROMIUM_PATH,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    ...extraArgs,
  ],
});
