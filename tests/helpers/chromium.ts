/** How every Playwright configuration launches Debian's Chromium (docs: guides/testing.md). */
export const chromiumLaunch = (extraArgs: string[] = []) => ({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
