/** Pieces every back-office list and filter form shares: the edition choices, the filter buttons, the page links. */
import { Link, useSearchParams } from "react-router";
import { EDITIONS } from "../../../core/editions/config.ts";
import { useT } from "../../i18n/i18n.tsx";

/** One `<option>` per edition (value the id, shown in capitals), for a select of editions. */
export function EditionOptions() {
  return (
    <>
      {EDITIONS.map((e) => (
        <option key={e} value={e}>
          {e.toUpperCase()}
        </option>
      ))}
    </>
  );
}

/** A GET filter form's buttons: apply, and a link back to the unfiltered list. */
export function FilterActions({ reset }: { reset?: string }) {
  const t = useT();
  return (
    <div className="bo-filter-actions">
      <button type="submit">{t("backoffice.queue.apply")}</button>
      {reset ? (
        <Link to={reset} className="bo-link">
          {t("backoffice.queue.reset")}
        </Link>
      ) : null}
    </div>
  );
}

/** The address of another page of this list: the current filters, without a one-time notice (`done`). */
export function usePageHref(path: string): (page: number) => string {
  const [params] = useSearchParams();
  return (page: number) => {
    const next = new URLSearchParams(params);
    next.delete("done");
    next.set("page", String(page));
    return `${path}?${next.toString()}`;
  };
}
