import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";
import { LocalizedLink, useT } from "../../i18n/i18n.tsx";
import type { NotFoundData } from "../../lib/errors.ts";
import { track } from "../../lib/analytics.ts";

/** The localized error page: 404, the expired-link variant, or a server error (no stack outside dev). */
export function ErrorPage({ error }: { error: unknown }) {
  const t = useT();
  const response = isRouteErrorResponse(error) ? error : null;
  const notFound = response && (response.status === 404 || response.status === 410);
  const info = (notFound ? response.data : null) as NotFoundData | null;
  const kind = info?.kind === "expired" ? "expired" : notFound ? "notFound" : "server";
  const statusMessage = info?.statusMessage ?? (response ? `${response.status} ${response.statusText}` : null);

  useEffect(() => {
    track({ event: "page_view", pageType: notFound ? "404" : "error" });
  }, [notFound]);

  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : null;
  return (
    <div className="page error-page" data-error-kind={kind}>
      <h1>{t("error.oops")}</h1>
      <p className="lead">{t(`error.${kind}.subtitle`)}</p>
      <p>{t(`error.${kind}.message`)}</p>
      {statusMessage ? <p className="status-message">{statusMessage}</p> : null}
      {stack ? <pre className="stack">{stack}</pre> : null}
      <p>
        <LocalizedLink to="home" className="button">
          {t("error.backHome")}
        </LocalizedLink>
      </p>
    </div>
  );
}
