/** Shared pieces of the back-office pages: a trade state badge and a pager. */
import { Link } from "react-router";
import { useT } from "../../i18n/i18n.tsx";

export function StateBadge({ state }: { state: string }) {
  const t = useT();
  return (
    <span className="bo-badge" data-state={state}>
      {t(`backoffice.state.${state}`)}
    </span>
  );
}

export function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("backoffice.pager.label")} className="bo-pager">
      {page > 1 ? <Link to={href(page - 1)}>{t("backoffice.pager.previous")}</Link> : <span aria-hidden="true" />}
      <span>{t("backoffice.pager.page", { page, pages })}</span>
      {page < pages ? <Link to={href(page + 1)}>{t("backoffice.pager.next")}</Link> : <span aria-hidden="true" />}
    </nav>
  );
}
