import { describe, expect, it } from "vitest";
import { renderMarkdown, sanitizeContentHtml } from "./render.server.ts";

describe("content rendering", () => {
  it("renders Markdown headings, lists and links", () => {
    const html = renderMarkdown("## Title\n\n- one\n- two\n\n[Contact](/kontakt) and [site](https://example.com)");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<a href="/kontakt">Contact</a>');
    expect(html).toContain(`<a href="https://example.com" rel="noopener">site</a>`);
  });

  it("never lets script tags through, in Markdown or raw HTML", () => {
    for (const input of [
      "<script>alert(1)</script>",
      "<SCRIPT src=//evil.example/x.js></SCRIPT>",
      "text <script>document.cookie</script> more",
    ]) {
      const html = renderMarkdown(input);
      expect(html.toLowerCase()).not.toContain("<script");
      expect(html).not.toContain("alert(1)");
      expect(html).not.toContain("document.cookie");
    }
  });

  it("drops event handlers and dangerous elements", () => {
    const html = renderMarkdown(
      '<img src=x onerror="alert(1)"> <a href="/ok" onclick="steal()">x</a> <iframe src="https://evil.example"></iframe> <svg onload=alert(1)></svg> <p style="background:url(javascript:alert(1))">p</p>',
    );
    expect(html).not.toMatch(/onerror|onclick|onload|<iframe|<svg|<img|style=/i);
    expect(html).toContain('<a href="/ok">x</a>');
  });

  it("removes javascript:, data: and vbscript: links, however they are written", () => {
    const inputs = [
      "[click](javascript:alert(1))",
      "[click](JaVaScRiPt:alert(1))",
      '<a href="javascript:alert(1)">click</a>',
      '<a href="  javascript:alert(1)">click</a>',
      '<a href="jav&#x09;ascript:alert(1)">click</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
      '<a href="vbscript:msgbox(1)">click</a>',
    ];
    for (const input of inputs) {
      const html = renderMarkdown(input);
      expect(html, input).not.toMatch(/javascript:|data:|vbscript:/i);
    }
  });

  it("sanitizes stored HTML the same way", () => {
    expect(sanitizeContentHtml('<h2 onmouseover="x()">Hi</h2><script>1</script>')).toBe("<h2>Hi</h2>");
  });
});
