import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckboxGroup } from "./checkbox-group.tsx";

const OPTIONS = [
  { value: "phones", label: "Phones" },
  { value: "laptops", label: "Laptops" },
] as const;

/** The group "kinds" of the form "f" with its error and the values checked at first. */
function group(error: string | undefined, checked: readonly string[] | undefined): string {
  return renderToStaticMarkup(
    <CheckboxGroup
      name="kinds"
      legend="Kinds"
      idPrefix="f-kind"
      errorId="f-kinds-error"
      error={error}
      options={OPTIONS}
      checked={checked}
    />,
  );
}

describe("CheckboxGroup", () => {
  it("renders one labelled checkbox per option, the checked ones checked, and no error tie without an error", () => {
    const html = group(undefined, ["laptops"]);
    expect(html).toContain('<fieldset class="checkbox-group"><legend>Kinds</legend>');
    expect(html).toContain(
      '<input id="f-kind-phones" type="checkbox" name="kinds" value="phones"/><label for="f-kind-phones">Phones</label>',
    );
    expect(html).toContain('<input id="f-kind-laptops" type="checkbox" name="kinds" checked="" value="laptops"/>');
    expect(html).not.toContain("field-error");
    expect(html).not.toContain("aria-describedby");
  });

  it("shows the error under the choices and ties it to the fieldset", () => {
    const html = group("Pick one", undefined);
    expect(html).toContain('<fieldset class="checkbox-group" aria-describedby="f-kinds-error">');
    expect(html).toMatch(/Laptops<\/label><\/div><p class="field-error" id="f-kinds-error">Pick one<\/p><\/fieldset>$/);
  });
});
