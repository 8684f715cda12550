import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { SignInPage } from "./sign-in-page.tsx";

async function render(url: string) {
  const page = () => (
    <SignInPage
      className="bo-page"
      cardClassName="bo-card"
      title="Sign in"
      submit="Go"
      labels={{ email: "E-mail", password: "Password", otp: "Code" }}
      otpHint="From the app"
      errors={{ fields: { email: "Wrong" } }}
      email={{ autoFocus: true }}
    >
      <p>after</p>
    </SignInPage>
  );
  const router = createMemoryRouter([{ path: "/login", Component: page }], { initialEntries: [url] });
  await router.navigate(url);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("SignInPage", () => {
  it("carries the page it came from and shows what follows the form after it", async () => {
    const html = await render("/login?next=%2Ftrades%3Fq%3D1");
    expect(html).toMatch(/^<div class="bo-page"><h1>Sign in<\/h1>/);
    expect(html).toContain('<input type="hidden" name="next" value="/trades?q=1"/>');
    expect(html).toMatch(/<button type="submit">Go<\/button><\/form><p>after<\/p><\/div>$/);
  });
  it("sums up the field errors with the fields' labels", async () => {
    const html = await render("/login");
    expect(html).toContain('<input type="hidden" name="next" value=""/>');
    expect(html).toContain('href="#email"');
    expect(html).toContain("E-mail");
  });
});
