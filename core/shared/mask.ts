/** Masked e-mail addresses (pure): enough for the owner to recognize, nothing for anyone else. */

/** "m***@example.com": the first character and the domain. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.indexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}
