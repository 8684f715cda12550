/** Form pieces shared by the account screens: labelled fields with tied errors, the CSRF field. */
import { useEffect, useRef, type ReactNode } from "react";
import { useT } from "../../i18n/i18n.tsx";
import { ErrorSummary, Field as KitField, type ControlProps } from "../../ui/form.tsx";
import { Notice as KitNotice } from "../../ui/notice.tsx";

export type FieldErrors = Record<string, string>;

export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />;
}

/**
 * The shop's field on the kit's (app/ui/form.tsx): the id is `{form}-{name}`, the error (a message
 * key) comes under the control. Without children it renders a text input with the sent value.
 */
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
  /** Another control (a select, a textarea): it takes the id, name and ARIA ties. */
  children?: (control: ControlProps & { defaultValue: string }) => ReactNode;
}) {
  const t = useT();
  const error = props.errors?.[props.name];
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
    <KitField
      id={`${props.form}-${props.name}`}
      name={props.name}
      label={props.label}
      hint={props.hint}
      hintClass="form-hint"
      error={error ? t(error) : undefined}
      errorAfter
      markError={false}
    >
      {(control) =>
        props.children ? (
          props.children({ ...control, defaultValue: value ?? "" })
        ) : (
          <input
            ref={ref}
            {...control}
            type={props.type ?? "text"}
            autoComplete={props.autoComplete}
            required={props.required}
            maxLength={props.maxLength ?? 254}
            defaultValue={value}
          />
        )
      }
    </KitField>
  );
}

/** The two password fields: a new one (its limit the password rule's), the current one (any length the login takes). */
const PASSWORDS = {
  new: { name: "password", label: "accountUi.field.newPassword", autoComplete: "new-password", maxLength: 200 },
  current: { name: "currentPassword", label: "accountUi.field.currentPassword", autoComplete: "current-password", maxLength: 1000 },
} as const;

function PasswordField({
  kind,
  form,
  errors,
  hint,
}: {
  kind: keyof typeof PASSWORDS;
  form: string;
  errors?: FieldErrors | undefined;
  hint: string;
}) {
  const t = useT();
  const { label, ...input } = PASSWORDS[kind];
  return <Field form={form} {...input} label={t(label)} hint={hint} type="password" required errors={errors} />;
}

/** A new password, with the password rule as its hint (registration, reset). */
export function NewPasswordField({ form, errors }: { form: string; errors?: FieldErrors | undefined }) {
  const t = useT();
  return <PasswordField kind="new" form={form} errors={errors} hint={t("accountUi.password.rule")} />;
}

/** The current password that confirms a change (payout account, e-mail address); `hint` says why. */
export function CurrentPasswordField({ form, errors, hint }: { form: string; errors?: FieldErrors | undefined; hint: string }) {
  return <PasswordField kind="current" form={form} errors={errors} hint={hint} />;
}

/** The shop's one-line error notice (the kit's summary, compact): the form's message or "please correct". */
export function FormAlert({
  message,
  fields,
  summary = "accountUi.error.summary",
}: {
  message?: string | null | undefined;
  fields?: FieldErrors | undefined;
  /** The message key of "please correct the marked fields". */
  summary?: string;
}) {
  const t = useT();
  return <ErrorSummary compact title={t(message ?? summary)} errors={{ form: message ?? undefined, fields }} />;
}

/** The kit's status line in the shop's look, for a message key. */
export function Notice({ message }: { message: string | null | undefined }) {
  const t = useT();
  return <KitNotice look="shop">{message ? t(message) : null}</KitNotice>;
}
