/**
 * The frame of the shop's account form pages (address, payout account, password, registration,
 * trade lookup): heading and intro of the page, a status line, the form's error notice, the form
 * that posts with its CSRF field, and a link back. Renders on the server alike for island pages.
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import { useT } from "../../i18n/i18n.tsx";
import { CsrfField, FormAlert, type FieldErrors } from "./form.tsx";

/** What an action answered: the form's message and the fields' errors (message keys). */
export interface FormResult {
  formError?: string | null | undefined;
  errors?: FieldErrors | undefined;
}

export function AccountFormPage({
  page,
  className,
  status,
  result,
  back,
  children,
}: {
  /** The page id: its heading and intro are `page.<id>.heading` and `page.<id>.intro`. */
  page: string;
  /** The page's own class beside `page`. */
  className: string;
  /** What stands between the intro and the error notice (a status line, the current value). */
  status?: ReactNode;
  result?: FormResult | undefined;
  /** The paragraph under the form (the link back). */
  back: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className={`page ${className}`}>
      <h1>{t(`page.${page}.heading`)}</h1>
      <p className="lead">{t(`page.${page}.intro`)}</p>
      {status}
      <FormAlert message={result?.formError} fields={result?.errors} />
      {children}
      <p>{back}</p>
    </div>
  );
}

/**
 * The form that posts with its CSRF field and ends with its submit button. With `action` it is a
 * document post sent once (island pages, app/lib/submit-once.ts); without, the client router's.
 */
export function AccountForm({
  csrf,
  action,
  submit,
  className = "form",
  children,
}: {
  csrf: string;
  action?: string;
  /** The submit button's label (translated). */
  submit: string;
  className?: string;
  children: ReactNode;
}) {
  const body = (
    <>
      <CsrfField token={csrf} />
      {children}
      <button type="submit">{submit}</button>
    </>
  );
  return action === undefined ? (
    <Form method="post" noValidate className={className}>
      {body}
    </Form>
  ) : (
    <form method="post" action={action} noValidate className={className} data-submit-once="">
      {body}
    </form>
  );
}
