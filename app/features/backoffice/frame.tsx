/**
 * The back office's frame (decision 0023): the header with language and log-out, the main
 * navigation for a signed-in staff member, and the main part. The layout renders it around every
 * back-office page; the shop layout renders it with the error page for a path that is no page of
 * the back office (decision 0082), so a 404 keeps the navigation.
 */
import type { ReactNode } from "react";
import { Form, useLocation } from "react-router";
import { PENDING_PATHS, type PendingStep, type StaffLanguage, type StaffRole } from "../../../core/staff/index.ts";
import { useT } from "../../i18n/i18n.tsx";
import { type ErrorTexts, SurfaceMain, SurfacePage } from "../../ui/surface-frame.tsx";
import { SurfaceError } from "../../ui/framed-routes.tsx";
import type { KitText } from "../../ui/kit.tsx";
import { MainNav } from "./main-nav.tsx";

/** What the frame shows of the staff session (the layout's loader data). */
export interface BackofficeFrameData {
  language: StaffLanguage;
  staff: { displayName: string; email: string; roles: readonly StaffRole[] } | null;
  pending: PendingStep | null;
  /** The operator's time zone (OPERATOR_TIME_ZONE). */
  timeZone: string;
}

export function BackofficeFrame({ data, children }: { data: BackofficeFrameData | undefined; children: ReactNode }) {
  const t = useT();
  const location = useLocation();
  const staff = data?.staff;
  const free = !data?.pending;
  const kitText: KitText = {
    pagerLabel: t("backoffice.pager.label"),
    previous: t("backoffice.pager.previous"),
    next: t("backoffice.pager.next"),
    pageOf: (page, pages) => t("backoffice.pager.page", { page, pages }),
    apply: t("backoffice.queue.apply"),
    reset: t("backoffice.queue.reset"),
  };
  return (
    <SurfacePage
      name="bo"
      skip={t("backoffice.skip")}
      brand={{ to: staff ? "/trades" : "/login", label: t("backoffice.brand") }}
      header={
        <div className="bo-tools">
          <Form method="post" action="/language" className="bo-language" reloadDocument>
            <input type="hidden" name="next" value={location.pathname + location.search} />
            <label htmlFor="bo-language">{t("backoffice.language.label")}</label>
            <select id="bo-language" name="language" defaultValue={data?.language ?? "en"} key={data?.language}>
              <option value="en" lang="en">
                English
              </option>
              <option value="de" lang="de">
                Deutsch
              </option>
            </select>
            <button type="submit" className="secondary bo-small">
              {t("backoffice.language.submit")}
            </button>
          </Form>
          {staff ? (
            <Form method="post" action="/logout" className="bo-logout">
              <span className="bo-who" title={staff.email}>
                {t("backoffice.nav.signedInAs", { name: staff.displayName })}
              </span>
              <button type="submit" className="secondary bo-small">
                {t("backoffice.nav.logout")}
              </button>
            </Form>
          ) : null}
        </div>
      }
    >
      <div className={staff ? "bo-shell" : undefined}>
        {staff ? (
          <MainNav
            roles={staff.roles}
            free={free}
            security={{
              to: data?.pending ? PENDING_PATHS[data.pending] : "/security",
              label: data?.pending === "password_change" ? "backoffice.password.title" : "backoffice.nav.security",
            }}
          />
        ) : null}
        <SurfaceMain
          className="bo-main"
          look="backoffice"
          kitText={kitText}
          timeZone={data?.timeZone}
          locale={data?.language === "de" ? "de-DE" : "en-GB"}
          summaryTitle={t("backoffice.errorSummary")}
        >
          {children}
        </SurfaceMain>
      </div>
    </SurfacePage>
  );
}

/** The back office's error texts, in the staff member's language. */
export function useBackofficeErrorTexts(): ErrorTexts {
  const t = useT();
  return { title: (kind) => t(`backoffice.error.${kind}`), back: t("backoffice.trade.back") };
}

/** The error page's look and way back (the queue). */
export const BACKOFFICE_ERROR_PAGE = { className: "bo-page bo-error", backTo: "/trades" } as const;

/** A back-office error page (403, 404, other) inside the frame. */
export function BackofficeErrorPage({ error }: { error: unknown }) {
  const texts = useBackofficeErrorTexts();
  return <SurfaceError error={error} {...BACKOFFICE_ERROR_PAGE} title={texts.title} back={texts.back} />;
}
