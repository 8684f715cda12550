import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AlertLine } from "./alert-line.tsx";

describe("AlertLine", () => {
  it("renders an alert paragraph with its text", () => {
    expect(renderToStaticMarkup(<AlertLine>Too many attempts</AlertLine>)).toBe(
      '<p role="alert" class="notice error">Too many attempts</p>',
    );
  });

  it.each([null, undefined, false, ""])("renders nothing for %j", (empty) => {
    expect(renderToStaticMarkup(<AlertLine>{empty}</AlertLine>)).toBe("");
  });
});
