/**
 * The words of a surface's sign-in page (the back office's, the store portal's): the same five texts,
 * each surface under its own `<area>.login.*` keys, in the form `SignInPage` takes them.
 */
import type { Translate } from "./i18n.tsx";

export function signInWords(t: Translate, area: "backoffice" | "portal") {
  const word = (key: string) => t(`${area}.login.${key}`);
  return {
    title: word("title"),
    submit: word("submit"),
    labels: { email: word("email"), password: word("password"), otp: word("otp") },
    otpHint: word("otpHint"),
  };
}
