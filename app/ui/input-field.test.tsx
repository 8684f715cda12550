import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CODE_INPUT, InputField, SelectField } from "./input-field.tsx";
import { RadioGroup } from "./radio-group.tsx";

/** Each element with this tag: its attributes, whatever order React writes them in. */
function elements(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*?)?/?>`, "g"))].map((m) =>
    Object.fromEntries([...(m[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])),
  );
}

describe("InputField", () => {
  it("is a labelled text box with the field's id, name, hint and error ties and the input's own attributes", () => {
    const html = renderToStaticMarkup(
      <InputField id="slug" label="Slug" hint="Lower case" error="Taken" input={{ ...CODE_INPUT, defaultValue: "acme", maxLength: 120 }} />,
    );
    expect(html).toContain('<label for="slug">Slug</label>');
    expect(elements(html, "input")).toEqual([
      {
        type: "text",
        class: "bo-mono",
        autoComplete: "off",
        spellCheck: "false",
        value: "acme",
        maxLength: "120",
        id: "slug",
        name: "slug",
        "aria-invalid": "true",
        "aria-describedby": "slug-hint slug-error",
      },
    ]);
  });
  it("takes another type", () => {
    expect(elements(renderToStaticMarkup(<InputField id="day" label="Day" input={{ type: "date" }} />), "input")).toEqual([
      { type: "date", id: "day", name: "day" },
    ]);
  });
});

describe("SelectField", () => {
  it('offers the placeholder (value "") before the options, the default chosen', () => {
    const html = renderToStaticMarkup(
      <SelectField
        id="c"
        label="Category"
        placeholder="Choose"
        select={{ defaultValue: "b", required: true }}
        options={[
          { value: "a", label: "A" },
          { value: "b", label: "B" },
        ]}
      />,
    );
    expect(elements(html, "select")).toEqual([{ required: "", id: "c", name: "c" }]);
    expect(html).toContain('<option value="">Choose</option><option value="a">A</option><option value="b" selected="">B</option></select>');
  });
  it("has no empty choice without a placeholder", () => {
    const html = renderToStaticMarkup(<SelectField id="c" label="C" select={{}} options={[{ value: "a", label: "A" }]} />);
    expect(elements(html, "option")).toEqual([{ value: "a" }]);
  });
});

describe("RadioGroup", () => {
  const options = [
    { value: "percent", label: "Percent" },
    { value: "fixed", label: "Fixed" },
  ];
  it("split: the fieldset is the summary's target, each radio has its label beside it", () => {
    const html = renderToStaticMarkup(<RadioGroup name="kind" legend="Kind" options={options} defaultValue="fixed" layout="split" />);
    expect(elements(html, "fieldset")).toEqual([{ class: "bo-fieldset", id: "kind" }]);
    expect(elements(html, "input")).toEqual([
      { type: "radio", id: "kind-percent", name: "kind", value: "percent" },
      { type: "radio", id: "kind-fixed", name: "kind", value: "fixed", checked: "" },
    ]);
    expect(html).toContain('<label for="kind-fixed">Fixed</label></div>');
    expect(html).not.toContain("field-error");
  });
  it("wrapped: the first radio is the summary's target; the error stands above the choices, tied to the group", () => {
    const html = renderToStaticMarkup(
      <RadioGroup name="kind" legend="Kind" error="Choose one" options={options} defaultValue="percent" layout="wrapped" />,
    );
    expect(elements(html, "fieldset")).toEqual([{ class: "bo-fieldset", "aria-describedby": "kind-error" }]);
    expect(html).toContain('<legend>Kind</legend><p class="field-error" id="kind-error">Choose one</p><label class="bo-radio">');
    expect(elements(html, "input")).toEqual([
      { type: "radio", id: "kind", name: "kind", value: "percent", checked: "" },
      { type: "radio", name: "kind", value: "fixed" },
    ]);
    expect(html).toContain("/> Fixed</label>");
  });
});
