/** Form pieces shared by the account screens: labelled fields with tied errors, the CSRF field. */
import { useEffect, useRef, type ReactNode } from "react";
import { useT } from "../../i18n/i18n.tsx";

export type FieldErrors = Record<string, string>;

export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />;
}

export function Field(props: {
  form: string;
  name: string;
  label: string;
  errors?: FieldErrors | undefined;
  values?: Record<string, string> | undefined;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  maxLength?: number;
  defaultValue?: string | undefined;
  children?: ReactNode;
}) {
  const t = useT();
  const id = `${props.form}-${props.name}`;
  const error = props.errors?.[props.name];
  const described = [props.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  const isPassword = props.type === "password";
  const value = isPassword ? undefined : (props.values?.[props.name] ?? props.defaultValue ?? "");
  const ref = useRef<HTMLInputElement>(null);
  const answered = useRef(props.errors);
  // A password is never kept: after each new answer of the server (a new errors object) the field
  // is emptied. Not on mount: the server never renders a password, and clearing at hydration would
  // wipe what a person typed before the script loaded.
  useEffect(() => {
    if (answered.current === props.errors) return;
    answered.current = props.errors;
    if (isPassword && ref.current) ref.current.value = "";
  }, [isPassword, props.errors]);
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      {props.hint ? (
        <p className="form-hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.children ?? (
        <input
          ref={ref}
          id={id}
          name={props.name}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          required={props.required}
          maxLength={props.maxLength ?? 254}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
        />
      )}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

export function FormAlert({ message, fields }: { message?: string | null | undefined; fields?: FieldErrors | undefined }) {
  const t = useT();
  const hasFields = fields && Object.keys(fields).length > 0;
  if (!message && !hasFields) return null;
  return (
    <div role="alert" className="notice error">
      {t(message ?? "accountUi.error.summary")}
    </div>
  );
}

export function Notice({ message }: { message: string | null | undefined }) {
  const t = useT();
  if (!message) return null;
  return (
    <p role="status" className="notice success">
      {t(message)}
    </p>
  );
}
