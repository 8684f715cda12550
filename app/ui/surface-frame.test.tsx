import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, data, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorSummary } from "./form.tsx";
import { SurfaceMain, surfaceRoutes } from "./surface-frame.tsx";

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
