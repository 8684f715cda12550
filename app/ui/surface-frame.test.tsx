import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, data, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorSummary } from "./form.tsx";
import { SurfaceMain, SurfacePage, surfaceRoutes } from "./surface-frame.tsx";

function Frame({ children }: { children: React.ReactNode }) {
  return <div className="frame">{children}</div>;
}

describe("SurfaceMain", () => {
  it("is the skip link's target and gives its pages the surface's error summary title", () => {
    const html = renderToStaticMarkup(
      <SurfaceMain className="bo-main" look="backoffice" summaryTitle="Please check">
        <ErrorSummary errors={{ form: "Wrong" }} />
      </SurfaceMain>,
    );
    expect(html).toMatch(/^<main id="main" tabindex="-1" class="bo-main">/);
    expect(html).toContain('class="error-summary bo-error-summary"');
    expect(html).toContain("Please check");
  });
});

describe("SurfacePage", () => {
  it("keeps the surface out of search engines, skips to the main part and links the brand home", async () => {
    const page = () => (
      <SurfacePage name="bo" skip="Skip" brand={{ to: "/trades", label: "Back office" }} header={<nav>tools</nav>}>
        <main id="main">page</main>
      </SurfacePage>
    );
    const router = createMemoryRouter([{ path: "/", Component: page }]);
    await router.navigate("/");
    expect(renderToStaticMarkup(<RouterProvider router={router} />)).toBe(
      // React hoists the <meta> out of the page into the document's head
      '<meta name="robots" content="noindex, nofollow"/><div class="bo"><a class="bo-skip" href="#main">Skip</a>' +
        '<header class="bo-header"><a class="bo-brand" href="/trades" data-discover="true">Back office</a><nav>tools</nav></header>' +
        '<main id="main">page</main></div>',
    );
  });
});

describe("surfaceRoutes", () => {
  const routes = surfaceRoutes(Frame, {
    className: "bo-page bo-error",
    backTo: "/trades",
    useTexts: () => ({ title: (kind) => `title:${kind}`, back: "Back" }),
  });
  const render = async (loader: () => unknown) => {
    const router = createMemoryRouter([
      {
        path: "/",
        Component: routes.Layout,
        ErrorBoundary: routes.ErrorBoundary,
        children: [{ index: true, loader, Component: () => <p>page</p> }],
      },
    ]);
    await router.navigate("/");
    return renderToStaticMarkup(<RouterProvider router={router} />);
  };
  it("shows the page in the frame", async () => {
    expect(await render(() => null)).toBe('<div class="frame"><p>page</p></div>');
  });
  it("shows a route error in the frame, titled by its kind, with the way back", async () => {
    const html = await render(() => {
      throw data(null, { status: 404 });
    });
    expect(html).toBe(
      '<div class="frame"><div class="bo-page bo-error" data-error-kind="404"><h1>title:notFound</h1><p><a href="/trades" data-discover="true">Back</a></p></div></div>',
    );
  });
});
