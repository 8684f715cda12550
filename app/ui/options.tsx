/** The `<option>`s of a select: one per value, shown in the words `label` gives it. */
import type { ReactNode } from "react";

export function Options<Value extends string>({ values, label }: { values: readonly Value[]; label: (value: Value) => ReactNode }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}
