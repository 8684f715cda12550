/** A form's errors in words for the UI kit's Field and ErrorSummary (decision 0077: the kit takes translated text). */
import { useMemo } from "react";
import { translateErrors, type FormErrors } from "../ui/form.tsx";
import { useT } from "./i18n.tsx";

/**
 * The action's answer with `errors` (form and field message keys) translated. The same object while
 * the answer is the same (`t` is a new function each render), so the error summary takes the focus
 * once per answer.
 */
export function useErrorsInWords<R extends { errors?: FormErrors | null | undefined } | null | undefined>(result: R): R {
  const t = useT();
  return useMemo(() => (result?.errors ? { ...result, errors: translateErrors(result.errors, (key) => t(key)) } : result), [result]);
}

/** Errors from elsewhere than the action's answer (a loader's), translated the same way. */
export function useFormErrors<E extends FormErrors>(errors: E | null | undefined): E | undefined {
  const t = useT();
  return useMemo(() => (errors ? translateErrors(errors, (key) => t(key)) : undefined), [errors]);
}
