/** The sign-in fields of the back office and the store portal: e-mail, password, one-time code (decision 0077). */
import type { InputHTMLAttributes } from "react";
import { Field, type FormErrors } from "./form.tsx";

type Extra = InputHTMLAttributes<HTMLInputElement>;

/** Texts come translated; `email` and `otp` add the surface's own attributes (autofocus, typed value, input mode). */
export function SignInFields(props: {
  labels: { email: string; password: string; otp: string };
  otpHint: string;
  errors: FormErrors | undefined;
  email?: Extra;
  otp?: Extra;
}) {
  const { labels, errors } = props;
  return (
    <>
      <Field id="email" label={labels.email} error={errors?.fields?.email}>
        {(a) => <input {...a} type="email" autoComplete="username" spellCheck={false} required {...props.email} />}
      </Field>
      <Field id="password" label={labels.password} error={errors?.fields?.password}>
        {(a) => <input {...a} type="password" autoComplete="current-password" required />}
      </Field>
      <Field id="otp" label={labels.otp} hint={props.otpHint} error={errors?.fields?.otp}>
        {(a) => <input {...a} type="text" autoComplete="one-time-code" spellCheck={false} {...props.otp} />}
      </Field>
    </>
  );
}
