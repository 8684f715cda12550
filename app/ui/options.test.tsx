import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Options } from "./options.tsx";

describe("Options", () => {
  it("has one option per value, in order, labelled in words", () => {
    const html = renderToStaticMarkup(
      <select defaultValue="b">
        <Options values={["a", "b"]} label={(v) => `Label ${v}`} />
      </select>,
    );
    expect(html).toBe('<select><option value="a">Label a</option><option value="b" selected="">Label b</option></select>');
  });
});
