/**
 * axe-core run on a page the cheap way (decision 0141): its source evaluated once in each frame, then
 * one `axe.run` in the top frame that reaches the frames itself (postMessage, every origin allowed:
 * the widget's frame is another host), answering only the violations. `AxeBuilder.analyze()` of
 * `@axe-core/playwright` evaluates the 580 KB source twice in the top frame and a third time in a
 * blank page it opens for `axe.finishRun`, with every pass and inapplicable node serialized: twice
 * the CPU on this project's pages, for the same rules and the same violations.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Frame, Page } from "@playwright/test";
import type { AxeResults, Result } from "axe-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Every origin may answer the top frame's questions (the widget's frame is another host). */
const configure = `axe.configure({ allowedOrigins: ["<unsafe_all_origins>"], branding: { application: "sellback-e2e" } });`;

/** axe's source and settings in `frame`, once per document (a frame checked before still has them). */
async function injectAxe(frame: Frame): Promise<void> {
  if (!(await frame.evaluate("typeof window.axe === 'object'"))) await frame.evaluate(`${axeSource}\n;${configure}`);
}

/** The axe violations of the page with its frames (every rule axe runs by default, all impacts). */
export async function axeViolations(page: Page): Promise<Result[]> {
  for (const frame of page.frames()) {
    // a child frame that went away meanwhile has nothing to check; the top frame's failure is the test's
    if (frame === page.mainFrame()) await injectAxe(frame);
    else await injectAxe(frame).catch(() => {});
  }
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
    return axe.run(document, { resultTypes: ["violations"] });
  });
  return results.violations;
}
