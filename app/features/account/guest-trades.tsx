/**
 * Guest trades that join the account (decision 0106): the offer on the account page of an account
 * whose e-mail is proven (a plain POST form with the CSRF field, works without JavaScript), and the
 * line that says how many joined. Nothing of this is shown before the e-mail is proven.
 */
import { useT } from "../../i18n/i18n.tsx";
import { Notice as KitNotice } from "../../ui/notice.tsx";
import { CsrfField } from "./form.tsx";

export const JOIN_GUEST_TRADES_INTENT = "joinGuestTrades";

/** "N earlier sales under your e-mail: add them to your account", with its button; nothing when none wait. */
export function GuestTradesOffer({ waiting, csrf, postTo }: { waiting: number; csrf: string; postTo: string }) {
  const t = useT();
  if (waiting <= 0) return null;
  return (
    <section aria-labelledby="guest-trades-heading" className="guest-trades" data-testid="guest-trades-offer">
      <h2 id="guest-trades-heading">{t("guestLink.offer.heading")}</h2>
      <p>{t("guestLink.offer.text", { count: waiting })}</p>
      <form method="post" action={postTo}>
        <CsrfField token={csrf} />
        <button type="submit" name="intent" value={JOIN_GUEST_TRADES_INTENT}>
          {t("guestLink.offer.submit")}
        </button>
      </form>
    </section>
  );
}

/** "N earlier sales are now in your account" after the activation link or the button; nothing for none. */
export function GuestTradesJoined({ count }: { count: number }) {
  const t = useT();
  return <KitNotice look="shop">{count > 0 ? t("guestLink.joined", { count }) : null}</KitNotice>;
}

/** The registration's closing line: what happens to guest sales under the typed address (the same words for every address). */
export function GuestTradesAfterRegistration() {
  const t = useT();
  return <p className="guest-trades-hint">{t("guestLink.register.afterConfirm")}</p>;
}
