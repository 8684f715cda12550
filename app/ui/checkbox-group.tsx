/**
 * The shop's group of checkboxes in its fieldset: the legend, one checkbox per option (each with its
 * label beside it, ids `<idPrefix>-<value>`) and the group's error under them, tied to the fieldset
 * by `aria-describedby` (id `<errorId>`).
 */
import type { ReactNode } from "react";

export function CheckboxGroup({
  name,
  legend,
  idPrefix,
  errorId,
  error,
  options,
  checked,
}: {
  name: string;
  legend: ReactNode;
  idPrefix: string;
  errorId: string;
  /** Translated. */
  error?: string | undefined;
  options: readonly { value: string; label: ReactNode }[];
  /** The values checked at first. */
  checked: readonly string[] | undefined;
}) {
  return (
    <fieldset className="checkbox-group" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <div className="checkbox-field" key={o.value}>
          <input id={`${idPrefix}-${o.value}`} type="checkbox" name={name} value={o.value} defaultChecked={checked?.includes(o.value)} />
          <label htmlFor={`${idPrefix}-${o.value}`}>{o.label}</label>
        </div>
      ))}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
