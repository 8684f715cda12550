/**
 * A group of radio buttons in its fieldset: the legend, the group's error above the choices (tied
 * to the fieldset by `aria-describedby`) and one radio per option. The error summary links to
 * `#<name>`: the fieldset carries that id with `layout="split"` (each radio with its own label
 * beside it, ids `<name>-<value>`), the first radio with `layout="wrapped"` (each radio inside its label).
 */
import type { ReactNode } from "react";

export function RadioGroup({
  name,
  legend,
  error,
  options,
  defaultValue,
  layout,
}: {
  name: string;
  legend: ReactNode;
  /** Translated. */
  error?: string | undefined;
  options: readonly { value: string; label: ReactNode }[];
  defaultValue: string | undefined;
  layout: "split" | "wrapped";
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="bo-fieldset" id={layout === "split" ? name : undefined} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      {options.map((o, i) =>
        layout === "split" ? (
          <div className="bo-radio" key={o.value}>
            <input type="radio" id={`${name}-${o.value}`} name={name} value={o.value} defaultChecked={defaultValue === o.value} />
            <label htmlFor={`${name}-${o.value}`}>{o.label}</label>
          </div>
        ) : (
          <label key={o.value} className="bo-radio">
            <input type="radio" name={name} value={o.value} defaultChecked={defaultValue === o.value} id={i === 0 ? name : undefined} />{" "}
            {o.label}
          </label>
        ),
      )}
    </fieldset>
  );
}
