import { editions, pathFor, type EditionId, type MessagesLocale } from "../editions/index.ts";
import type { Mailer } from "../mail/index.server.ts";
import type { MailContent } from "../mail/index.ts";
import { mailMessage } from "../mail/index.server.ts";
import { translator } from "../shared/index.server.ts";

type MailKind = "activation" | "reset" | "changed" | "exists" | "payoutChanged";

/**
 * Mails the addressee asked for (or someone typing their address did): these say it may be
 * ignored. The security notices (password or payout account changed) say what to do instead,
 * so they carry no "ignore" line that would contradict it.
 */
const IGNORABLE: ReadonlySet<MailKind> = new Set(["activation", "reset", "exists"]);

/**
 * One account mail as content for the one mail template (decision 0032): greeting, the body,
 * an optional button, the signature, and for requested mails the "ignore it if not you" note.
 */
export function composeAccountMail(
  target: Pick<MailTarget, "edition" | "locale" | "origin" | "name">,
  kind: MailKind,
  link?: string,
  body?: Record<string, string>,
): MailContent {
  const t = translator(target.locale);
  return {
    edition: target.edition,
    locale: target.locale,
    lang: target.locale,
    origin: target.origin,
    subject: t(`account.mail.${kind}.subject`),
    greeting: target.name ? t("account.mail.greeting", { name: target.name }) : t("account.mail.greetingPlain"),
    blocks: [
      { kind: "text", text: t(`account.mail.${kind}.body`, body) },
      ...(link ? [{ kind: "button" as const, label: t(`account.mail.${kind}.action`), href: link }] : []),
    ],
    signoff: t("account.mail.signoff"),
    ...(IGNORABLE.has(kind) ? { note: t("account.mail.ignore") } : {}),
  };
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

async function send(target: MailTarget, kind: MailKind, link?: string, body?: Record<string, string>) {
  await target.mailer.send(
    mailMessage({ from: editions[target.edition].contactSender, to: target.to }, composeAccountMail(target, kind, link, body), {
      kind: `account.${kind}`,
      resend: null,
    }),
  );
}

export const sendActivationMail = (target: MailTarget, token: string) =>
  send(target, "activation", activationLink(target.origin, target.edition, token));
export const sendResetMail = (target: MailTarget, token: string) => send(target, "reset", resetLink(target.origin, target.edition, token));
export const sendPasswordChangedMail = (target: MailTarget) => send(target, "changed");
/**
 * A registration that could not be made (the e-mail or the username is taken): the typed address
 * learns it by mail, with the way to a new password, while the answer to the request says nothing.
 */
export const sendAccountExistsMail = (target: MailTarget) =>
  send(target, "exists", `${target.origin}${pathFor(target.edition, "passwordForgot")}`);
/**
 * The payout account was changed (decision 0031): the new account masked (`account`), a link to the
 * account page, and what to do when it was not the owner. Never the full IBAN.
 */
export const sendPayoutChangedMail = (target: MailTarget, account: string) =>
  send(target, "payoutChanged", `${target.origin}${pathFor(target.edition, "account")}`, { account });
