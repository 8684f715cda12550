/**
 * The sign-in page of the back office and the store portal: title, error summary, and a form with
 * the sign-in fields that carries the page it came from (`?next=`) and cannot be sent twice.
 * Texts come translated; what follows the form (a link to reset the password) is the children.
 */
import type { ComponentProps, ReactNode } from "react";
import { Form, useSearchParams } from "react-router";
import { ErrorSummary } from "./form.tsx";
import { SignInFields } from "./sign-in.tsx";
import { SubmitButton } from "./submit-button.tsx";

export function SignInPage({
  className,
  cardClassName,
  title,
  submit,
  children,
  ...fields
}: ComponentProps<typeof SignInFields> & {
  className: string;
  cardClassName: string;
  title: string;
  submit: string;
  children?: ReactNode;
}) {
  const [params] = useSearchParams();
  return (
    <div className={className}>
      <h1>{title}</h1>
      <ErrorSummary errors={fields.errors} labels={fields.labels} />
      <Form method="post" noValidate className={cardClassName}>
        <input type="hidden" name="next" value={params.get("next") ?? ""} />
        <SignInFields {...fields} />
        <SubmitButton>{submit}</SubmitButton>
      </Form>
      {children}
    </div>
  );
}
