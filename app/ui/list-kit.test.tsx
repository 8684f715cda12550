import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { DataTable } from "./data-table.tsx";
import { DateTime, formatDateTime } from "./date-time.tsx";
import { KitProvider } from "./kit.tsx";
import { Money } from "./money.tsx";
import { pageAddress, pagerSteps } from "./pager.tsx";

describe("pagerSteps", () => {
  it("has no pager for one page or none", () => {
    expect(pagerSteps(1, 1)).toBeNull();
    expect(pagerSteps(1, 0)).toBeNull();
  });
  it("links the neighbouring pages that exist", () => {
    expect(pagerSteps(1, 3)).toEqual({ previous: null, next: 2 });
    expect(pagerSteps(2, 3)).toEqual({ previous: 1, next: 3 });
    expect(pagerSteps(3, 3)).toEqual({ previous: 2, next: null });
  });
});

describe("pageAddress", () => {
  const query = new URLSearchParams("edition=de&done=deleted&page=2");
  it("keeps the filters, drops the one-time notice and sets the page", () => {
    expect(pageAddress("/redirects", query, 3)).toBe("/redirects?edition=de&page=3");
    expect(pageAddress("/redirects", query, 1)).toBe("/redirects?edition=de&page=1");
  });
  it("leaves page 1 without a page parameter when asked, and no bare '?'", () => {
    expect(pageAddress("/catalog", query, 1, { firstPlain: true })).toBe("/catalog?edition=de");
    expect(pageAddress("/catalog", new URLSearchParams("page=2"), 1, { firstPlain: true })).toBe("/catalog");
  });
  it("drops the parameters it is told to", () => {
    expect(pageAddress("/trades", new URLSearchParams("recoveryLeft=3&q=x"), 2, { drop: ["recoveryLeft"] })).toBe("/trades?q=x&page=2");
  });
});

describe("formatDateTime", () => {
  it("shows the time in the zone given, with the zone's name", () => {
    expect(formatDateTime("2026-11-29T10:22:52.123Z", { timeZone: "UTC", seconds: true })).toBe("2026-11-29 10:22:52 UTC");
    expect(formatDateTime("2026-11-29T10:22:52Z")).toBe("2026-11-29 11:22 MEZ");
    expect(formatDateTime("2026-07-01T10:00:00Z", { locale: "en-GB" })).toBe("2026-07-01 12:00 CEST");
  });
  it("shows the Berlin calendar day across midnight", () => {
    expect(formatDateTime("2026-12-31T23:30:00Z")).toBe("2027-01-01 00:30 MEZ");
  });
  it("refuses a time that is none", () => {
    expect(() => formatDateTime("yesterday")).toThrow(RangeError);
  });
});

describe("DateTime", () => {
  it("takes the surface's zone and locale from the kit (the operator's setting), unless given its own", () => {
    const at = "2026-11-29T10:22:52Z";
    expect(renderToStaticMarkup(<DateTime value={at} />)).toBe('<time dateTime="2026-11-29T10:22:52Z">2026-11-29 11:22 CET</time>');
    expect(
      renderToStaticMarkup(
        <KitProvider look="backoffice" timeZone="America/New_York" locale="de-DE">
          <DateTime value={at} />
        </KitProvider>,
      ),
    ).toContain(">2026-11-29 05:22 GMT-5<");
    expect(
      renderToStaticMarkup(
        <KitProvider look="backoffice" timeZone="Europe/Lisbon">
          <DateTime value={at} timeZone="Europe/Berlin" seconds />
        </KitProvider>,
      ),
    ).toContain(">2026-11-29 11:22:52 CET<");
  });
});

function html(element: React.ReactElement): string {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("Money", () => {
  it("formats cents in the edition's format", () => {
    expect(html(<Money cents={123456} edition="de" />)).toBe("1.234,56\u00a0€");
    expect(html(<Money cents={-0} edition="en" />)).toBe("€0.00");
  });
});

describe("DataTable", () => {
  const rows = [{ id: 1, name: "Pixel", cents: 12000 }];
  const columns = [
    { header: "Device", rowHeader: true, cell: (r: (typeof rows)[number]) => r.name },
    { header: "Price", numeric: true, cell: (r: (typeof rows)[number]) => r.cents },
  ];
  it("renders the back office's focusable wrapper, hidden caption, scoped headers and numeric cells", () => {
    const out = html(<DataTable caption="Devices" rows={rows} rowKey={(r) => r.id} columns={columns} />);
    expect(out).toContain('<div class="bo-table-wrap" tabindex="0"><table class="bo-table">');
    expect(out).toContain('<caption class="visually-hidden">Devices</caption>');
    expect(out).toContain('<th scope="col" class="bo-num">Price</th>');
    expect(out).toContain('<th scope="row">Pixel</th><td class="bo-num">12000</td>');
  });
  it("takes the portal's classes from the provider", () => {
    const out = html(
      <KitProvider look="portal">
        <DataTable rows={rows} rowKey={(r) => r.id} columns={columns} footRows={rows} />
      </KitProvider>,
    );
    expect(out).toContain('<div class="portal-table-wrap"><table class="portal-table"><thead>');
    expect(out).toContain('<td class="num">12000</td>');
    expect(out).toContain("<tfoot>");
  });
});

describe("Notice", () => {
  it("renders a live status line in the look and tone asked, and nothing without children", async () => {
    const { Notice } = await import("./notice.tsx");
    expect(renderToStaticMarkup(<Notice>Saved.</Notice>)).toBe('<p class="bo-notice" role="status">Saved.</p>');
    expect(
      renderToStaticMarkup(
        <Notice tone="warn" data-testid="x">
          Mind
        </Notice>,
      ),
    ).toBe('<p data-testid="x" class="bo-notice bo-notice--warn" role="status">Mind</p>');
    expect(renderToStaticMarkup(<Notice look="shop">Sent</Notice>)).toBe('<p class="notice success" role="status">Sent</p>');
    expect(renderToStaticMarkup(<Notice>{null}</Notice>)).toBe("");
    expect(renderToStaticMarkup(<Notice>{false}</Notice>)).toBe("");
  });
});

describe("PageHeader", () => {
  const render = async (children?: React.ReactNode) => {
    const { PageHeader } = await import("./page-header.tsx");
    const router = createMemoryRouter([
      { path: "/", element: <PageHeader back={{ to: "/trades", label: "All trades" }} title="Trade T-1" children={children} /> },
    ]);
    return renderToStaticMarkup(<RouterProvider router={router} />);
  };
  it("links back to the list and puts what it is given beside the title", async () => {
    const html = await render(<span>paid</span>);
    expect(html).toContain('<a class="bo-link" href="/trades" data-discover="true">← All trades</a>');
    expect(html).toContain('<div class="bo-title-row"><h1>Trade T-1</h1><span>paid</span></div>');
  });
  it("has a plain title when nothing stands beside it", async () => {
    const html = await render();
    expect(html).not.toContain("bo-title-row");
    expect(html).toContain("<h1>Trade T-1</h1>");
  });
});

describe("SubmitButton", () => {
  it("is a submit button, enabled while no form is being sent", async () => {
    const { SubmitButton } = await import("./submit-button.tsx");
    const router = createMemoryRouter([{ path: "/", element: <SubmitButton className="primary">Send</SubmitButton> }]);
    expect(renderToStaticMarkup(<RouterProvider router={router} />)).toBe('<button class="primary" type="submit">Send</button>');
  });
});
