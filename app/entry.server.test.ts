/**
 * Issue 27 item 6: a page's error log line holds the route, never a credential from the path; a
 * client's 4xx (React Router's "no action for this POST", whose message quotes the URL) is not
 * logged at all.
 */
import { RouterContextProvider, UNSAFE_ErrorResponseImpl } from "react-router";
import { expect, it } from "vitest";
import { captureLog } from "../tests/helpers/log-capture.ts";
import { pageContext, type PageContext } from "../server/http/page-context.server.ts";
import { handleError } from "./entry.server.tsx";

function contextFor(edition: PageContext["edition"]) {
  const context = new RouterContextProvider();
  context.set(pageContext, { edition, mode: "default", surface: "shop" } as PageContext);
  return context;
}

const request = (path: string) => new Request(`http://de.localhost${path}`, { method: "POST" });

it("a page error logs the page's route with the link id and offer id left out", async () => {
  const { lines } = await captureLog(async () =>
    handleError(new Error("the action failed"), {
      request: request("/clarificationQuickAnswer/zqlink1x/SB-1000001/zqoffer1x?token=zqtoken1x"),
      params: {},
      context: contextFor("de"),
    }),
  );
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0]!)).toMatchObject({ msg: "page error", path: "/clarificationQuickAnswer/{id}/SB-1000001/{offerid}" });
  for (const marker of ["zqlink1x", "zqoffer1x", "zqtoken1x"]) expect(lines[0]).not.toContain(marker);
});

it("a 405 for a POST to a page without an action (its message quotes the URL) is not logged", async () => {
  const error = new UNSAFE_ErrorResponseImpl(
    405,
    "Method Not Allowed",
    new Error('You made a POST request to "/newsletter/confirm/zqtoken2x" but did not provide an `action`'),
    true,
  );
  const { lines } = await captureLog(async () =>
    handleError(error, { request: request("/newsletter/confirm/zqtoken2x"), params: {}, context: contextFor("de") }),
  );
  expect(lines.join("")).not.toContain("zqtoken2x");
  expect(lines).toEqual([]);
});
