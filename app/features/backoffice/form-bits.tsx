/** Small pieces of the back office's forms: the error summary (GOV.UK pattern) and a field with its error. */
import { useEffect, useRef, type ReactNode } from "react";
import { useT } from "../../i18n/i18n.tsx";

export interface FormErrors {
  /** Problem title or message key for the whole form. */
  form?: string;
  fields?: Record<string, string>;
}

/** Lists the errors with links to their fields; takes the focus when it appears. */
export function ErrorSummary({ errors, labels }: { errors: FormErrors | undefined; labels: Record<string, string> }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const has = Boolean(errors?.form || Object.keys(errors?.fields ?? {}).length);
  useEffect(() => {
    if (has) ref.current?.focus();
  }, [has, errors]);
  if (!has) return null;
  return (
    <div className="error-summary bo-error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{t("backoffice.errorSummary")}</h2>
      <ul>
        {errors?.form ? <li>{t(errors.form)}</li> : null}
        {Object.entries(errors?.fields ?? {}).map(([field, message]) => (
          <li key={field}>
            <a href={`#${field}`}>
              {labels[field] ? `${labels[field]}: ` : ""}
              {t(message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Field(props: {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  children: (aria: { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const t = useT();
  const describedBy = [props.hint ? `${props.id}-hint` : "", props.error ? `${props.id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={`field${props.error ? " field--error" : ""}`}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.hint ? (
        <p className="bo-hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p className="field-error" id={`${props.id}-error`}>
          {t(props.error)}
        </p>
      ) : null}
      {props.children({
        id: props.id,
        name: props.id,
        ...(props.error ? { "aria-invalid": true as const } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
    </div>
  );
}
