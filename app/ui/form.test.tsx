import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ConfirmPanel, ConfirmStep, isConfirmed } from "./confirm-step.tsx";
import { controlProps, ErrorSummary, ErrorSummaryProvider, Field, hasErrors, translateErrors } from "./form.tsx";

/** The attributes of the first element with this tag (and id), whatever order React writes them in. */
function attributesOf(html: string, tag: string, id?: string): Record<string, string> {
  const found = [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*?)?/?>`, "g"))]
    .map((m) => Object.fromEntries([...(m[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])))
    .find((a) => id === undefined || a.id === id);
  if (!found) throw new Error(`no <${tag}${id ? ` id=${id}` : ""}> in ${html}`);
  return found;
}

/** The elements' order: each of the fragments stands after the one before. */
function inOrder(html: string, ...fragments: string[]): boolean {
  let at = -1;
  for (const f of fragments) {
    const next = html.indexOf(f, at + 1);
    if (next < 0) return false;
    at = next;
  }
  return true;
}

describe("controlProps", () => {
  it("ties the control to its hint, then its error, and marks it invalid only with an error", () => {
    expect(controlProps("email", "email", {})).toEqual({ id: "email", name: "email" });
    expect(controlProps("zip", "zip", { hint: true })).toEqual({ id: "zip", name: "zip", "aria-describedby": "zip-hint" });
    expect(controlProps("a-zip", "zip", { hint: true, error: true })).toEqual({
      id: "a-zip",
      name: "zip",
      "aria-invalid": true,
      "aria-describedby": "a-zip-hint a-zip-error",
    });
  });
});

describe("hasErrors and translateErrors", () => {
  it("counts a form error or any field error", () => {
    expect(hasErrors(undefined)).toBe(false);
    expect(hasErrors({ fields: {} })).toBe(false);
    expect(hasErrors({ form: "problem.x" })).toBe(true);
    expect(hasErrors({ fields: { name: "validation.required" } })).toBe(true);
  });

  it("translates the form's and the fields' messages and keeps the rest", () => {
    const out = translateErrors({ form: "a", fields: { x: "b" }, chain: ["/1", "/2"] }, (k) => k.toUpperCase());
    expect(out).toEqual({ form: "A", fields: { x: "B" }, chain: ["/1", "/2"] });
    expect(translateErrors({ fields: { x: "b" } }, (k) => k)).not.toHaveProperty("form");
  });
});

describe("Field", () => {
  it("renders label, hint and error above the control (back office and portal)", () => {
    const html = renderToStaticMarkup(
      <Field id="name" label="Name" hint="As on the card" error="Enter the name.">
        {(c) => <input {...c} />}
      </Field>,
    );
    expect(html).toMatch(/^<div class="field field--error"><label for="name">Name<\/label>/);
    expect(
      inOrder(
        html,
        '<p class="bo-hint" id="name-hint">As on the card</p>',
        '<p class="field-error" id="name-error">Enter the name.</p>',
        "<input",
      ),
    ).toBe(true);
    expect(attributesOf(html, "input")).toEqual({
      id: "name",
      name: "name",
      "aria-invalid": "true",
      "aria-describedby": "name-hint name-error",
    });
  });

  it("puts the error under the control for the shop, with its own hint class and no error mark", () => {
    const html = renderToStaticMarkup(
      <Field id="f-zip" name="zip" label="ZIP" hint="5 digits" hintClass="form-hint" error="Wrong." errorAfter markError={false}>
        {(c) => <input {...c} />}
      </Field>,
    );
    expect(html).toMatch(/^<div class="field"><label for="f-zip">ZIP<\/label>/);
    expect(
      inOrder(html, '<p class="form-hint" id="f-zip-hint">5 digits</p>', "<input", '<p class="field-error" id="f-zip-error">Wrong.</p>'),
    ).toBe(true);
    expect(attributesOf(html, "input")).toEqual({
      id: "f-zip",
      name: "zip",
      "aria-invalid": "true",
      "aria-describedby": "f-zip-hint f-zip-error",
    });
  });
});

describe("ErrorSummary", () => {
  it("is empty without errors", () => {
    expect(renderToStaticMarkup(<ErrorSummary title="There is a problem" errors={{ fields: {} }} />)).toBe("");
  });

  it("lists the form's error and links each field's to it, with its label", () => {
    const html = renderToStaticMarkup(
      <ErrorSummary
        title="There is a problem"
        className="bo-error-summary"
        errors={{ form: "Not saved.", fields: { email: "Enter an e-mail address." } }}
        labels={{ email: "E-mail" }}
      />,
    );
    expect(html).toBe(
      '<div class="error-summary bo-error-summary" role="alert" tabindex="-1" aria-labelledby="error-summary-title">' +
        '<h2 id="error-summary-title">There is a problem</h2><ul><li>Not saved.</li>' +
        '<li><a href="#email">E-mail: Enter an e-mail address.</a></li></ul></div>',
    );
  });

  it("takes the surface's heading and class from the layout's provider", () => {
    const html = renderToStaticMarkup(
      <ErrorSummaryProvider value={{ title: "Bitte korrigieren", className: "bo-error-summary" }}>
        <ErrorSummary errors={{ form: "Nicht gespeichert." }} />
      </ErrorSummaryProvider>,
    );
    expect(html).toContain('class="error-summary bo-error-summary"');
    expect(html).toContain('<h2 id="error-summary-title">Bitte korrigieren</h2>');
  });

  it("compact: the shop's one-line notice", () => {
    const html = renderToStaticMarkup(<ErrorSummary compact title="Please correct the fields." errors={{ fields: { a: "x" } }} />);
    expect(html).toBe('<div role="alert" class="notice error">Please correct the fields.</div>');
  });
});

describe("ConfirmStep", () => {
  const render = (element: React.ReactNode) => {
    const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
    return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
  };

  it("a disclosure: the summary is the first step, the form with the real button the second", () => {
    const html = render(<ConfirmStep opener="End now" text="Ends it at once." intent="end" button="Yes, end it" />);
    expect(html).toMatch(/^<details class="bo-confirm"><summary>End now<\/summary><form [^>]*>/);
    expect(attributesOf(html, "form").method).toBe("post");
    expect(inOrder(html, "<p>Ends it at once.</p>", "<button", "Yes, end it</button></form></details>")).toBe(true);
    expect(attributesOf(html, "button")).toEqual({ type: "submit", name: "intent", value: "end" });
  });

  it("an acknowledgement: the box the server requires, its error tied to it", () => {
    const html = render(
      <ConfirmStep hiddenIntent intent="erase" acknowledge={{ label: "I checked.", error: "Tick the box." }} button="Erase" />,
    );
    expect(html).toContain('<input type="hidden" name="intent" value="erase"/>');
    expect(attributesOf(html, "input", "confirm")).toEqual({
      type: "checkbox",
      name: "confirm",
      value: "yes",
      id: "confirm",
      "aria-invalid": "true",
      "aria-describedby": "confirm-error",
    });
    expect(inOrder(html, '<p class="field-error" id="confirm-error">Tick the box.</p>', '<input type="checkbox"', "I checked.")).toBe(true);
    expect(html).toContain('<button type="submit">Erase</button>');
  });

  it("on a page that is itself the second step: the explanation describes the button", () => {
    const html = render(<ConfirmStep id="apply" text="Applies 3 prices." intent="apply" button="Apply" />);
    expect(inOrder(html, '<p class="bo-hint" id="apply-hint">Applies 3 prices.</p>', "<button")).toBe(true);
    expect(attributesOf(html, "button")).toEqual({ type: "submit", name: "intent", value: "apply", "aria-describedby": "apply-hint" });
  });

  it("a panel of the page: heading, what will happen tied to the button, confirm=yes, then Cancel", () => {
    const html = render(
      <ConfirmPanel
        id="discard"
        title="Discard run 7?"
        text="2 trades with €3.00 return."
        intent="discard"
        button="Yes, discard run"
        cancel={{ to: "/payouts/7", label: "Cancel" }}
      />,
    );
    expect(html).toMatch(/^<section class="bo-card bo-step" aria-labelledby="discard-title" data-testid="confirm-step">/);
    expect(html).toContain('<h2 id="discard-title" tabindex="-1">Discard run 7?</h2>');
    expect(
      inOrder(
        html,
        '<input type="hidden" name="confirm" value="yes"/>',
        '<p class="bo-hint" id="discard-hint">2 trades with €3.00 return.</p>',
        "Yes, discard run</button>",
        '<a class="button secondary" href="/payouts/7" data-discover="true">Cancel</a></form>',
      ),
    ).toBe(true);
    expect(attributesOf(html, "button")).toEqual({ type: "submit", name: "intent", value: "discard", "aria-describedby": "discard-hint" });
  });

  it("a panel with the box to tick sends no hidden confirmation: the box is it", () => {
    const html = render(
      <ConfirmPanel
        id="erase"
        title="Erase?"
        hiddenIntent
        intent="erase"
        acknowledge={{ label: "I checked." }}
        button="Erase"
        cancel={{ to: "/", label: "Cancel" }}
      />,
    );
    expect(html).not.toContain('type="hidden" name="confirm"');
    expect(attributesOf(html, "input", "confirm")).toMatchObject({ type: "checkbox", name: "confirm", value: "yes" });
  });

  it("isConfirmed: only the ticked box", () => {
    const form = new FormData();
    expect(isConfirmed(form)).toBe(false);
    form.set("confirm", "yes");
    expect(isConfirmed(form)).toBe(true);
    expect(isConfirmed({ confirm: "on" })).toBe(false);
    expect(isConfirmed({ confirm: "yes" })).toBe(true);
  });
});
