/**
 * The password rule (pure, shared by the API and the screens): at least 10 characters, at most
 * 200, and not all of one character class (letters only, digits only, …), so "aaaaaaaaaa" and
 * "1234567890" are refused while a long passphrase of lower-case words with a space passes.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** The message key of each way a password can fail the rule. */
export type PasswordProblem = "account.password.tooShort" | "account.password.tooLong" | "account.password.oneClass";

function classOf(ch: string): string {
  if (/\p{Ll}/u.test(ch)) return "lower";
  if (/\p{Lu}/u.test(ch)) return "upper";
  if (/\p{Nd}/u.test(ch)) return "digit";
  if (/\p{L}/u.test(ch)) return "letter";
  return "other";
}

/** null when the password satisfies the rule, else the message key naming the rule. */
export function checkPassword(password: string): PasswordProblem | null {
  const chars = [...password];
  if (chars.length < PASSWORD_MIN_LENGTH) return "account.password.tooShort";
  if (chars.length > PASSWORD_MAX_LENGTH) return "account.password.tooLong";
  const classes = new Set(chars.map(classOf));
  if (classes.size < 2) return "account.password.oneClass";
  return null;
}
