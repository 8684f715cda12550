import { editions, pathFor, type EditionId, type MessagesLocale } from "../editions/index.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import { translator } from "../shared/messages.server.ts";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Text and HTML of one account mail: greeting, body paragraphs, an optional button link. */
type MailKind = "activation" | "reset" | "changed" | "exists";

function compose(locale: MessagesLocale, kind: MailKind, vars: { name: string; link?: string }) {
  const t = translator(locale);
  const subject = t(`account.mail.${kind}.subject`);
  const greeting = vars.name ? t("account.mail.greeting", { name: vars.name }) : t("account.mail.greetingPlain");
  const body = t(`account.mail.${kind}.body`);
  const action = vars.link ? t(`account.mail.${kind}.action`) : null;
  const footer = t("account.mail.footer");
  const text = [greeting, "", body, ...(vars.link ? ["", `${action}: ${vars.link}`] : []), "", footer].join("\n");
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
${vars.link ? `<p><a href="${escapeHtml(vars.link)}" style="display:inline-block;padding:10px 16px;background:#0b5cad;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action!)}</a></p>\n<p style="font-size:13px;color:#444">${escapeHtml(vars.link)}</p>` : ""}
<p style="font-size:13px;color:#444">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject, text, html };
}

export interface MailTarget {
  mailer: Mailer;
  edition: EditionId;
  locale: MessagesLocale;
  /** Scheme + host the links use. */
  origin: string;
  to: string;
  name: string;
}

/** Activation: the account page with `?token=<activation token>` (the screens' landing). */
export function activationLink(origin: string, edition: EditionId, token: string): string {
  return `${origin}${pathFor(edition, "account")}?token=${encodeURIComponent(token)}`;
}

/** Password reset: the password-reset page with `?token=<reset token>`. */
export function resetLink(origin: string, edition: EditionId, token: string): string {
  return `${origin}${pathFor(edition, "passwordReset")}?token=${encodeURIComponent(token)}`;
}

async function send(target: MailTarget, kind: MailKind, link?: string) {
  const { subject, text, html } = compose(target.locale, kind, { name: target.name, ...(link ? { link } : {}) });
  await target.mailer.send({ from: editions[target.edition].contactSender, to: target.to, subject, text, html });
}

export const sendActivationMail = (target: MailTarget, token: string) => send(target, "activation", activationLink(target.origin, target.edition, token));
export const sendResetMail = (target: MailTarget, token: string) => send(target, "reset", resetLink(target.origin, target.edition, token));
export const sendPasswordChangedMail = (target: MailTarget) => send(target, "changed");
/**
 * A registration that could not be made (the e-mail or the username is taken): the typed address
 * learns it by mail, with the way to a new password, while the answer to the request says nothing.
 */
export const sendAccountExistsMail = (target: MailTarget) =>
  send(target, "exists", `${target.origin}${pathFor(target.edition, "passwordForgot")}`);
