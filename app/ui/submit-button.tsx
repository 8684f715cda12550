/**
 * A form's submit button that cannot be pressed twice: disabled while the page's form is being
 * sent (a client navigation in progress). Without JavaScript it is a plain submit button.
 */
import type { ButtonHTMLAttributes } from "react";
import { useNavigation } from "react-router";

export function SubmitButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "disabled">) {
  const busy = useNavigation().state === "submitting";
  return <button {...props} type="submit" disabled={busy} />;
}
