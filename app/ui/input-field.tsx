/**
 * The two most common fields of a form, built on `Field`: a labelled `<input>` and a labelled
 * `<select>` of choices. Pages pass the control's own attributes (type, default value, limits);
 * id, name and the ARIA ties to hint and error come from `Field`.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { Field } from "./form.tsx";

type FieldProps = Omit<Parameters<typeof Field>[0], "children">;

/** A code-like value (a path, a slug, a voucher code): monospace, never spell-checked nor filled in by the browser. */
export const CODE_INPUT = { className: "bo-mono", autoComplete: "off", spellCheck: false } as const;

/** A field with one `<input>` (a text box unless `input.type` says otherwise). */
export function InputField({ input, ...field }: FieldProps & { input: InputHTMLAttributes<HTMLInputElement> }) {
  return <Field {...field}>{(control) => <input type="text" {...input} {...control} />}</Field>;
}

/** A field with one `<select>`: an optional first choice of value "" (`placeholder`), then `options`. */
export function SelectField({
  select,
  placeholder,
  options,
  ...field
}: FieldProps & {
  select: SelectHTMLAttributes<HTMLSelectElement>;
  placeholder?: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
}) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...select} {...control}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
