/** Pieces of the catalog editor's pages (decision 0039): its sub-navigation and the edition picker of text forms. */
import { Form, NavLink } from "react-router";
import { useT } from "../../i18n/i18n.tsx";

export const TEXT_EDITIONS = ["en", "de", "at", "es", "fr", "it"] as const;

export function CatalogNav() {
  const t = useT();
  return (
    <nav aria-label={t("backoffice.catalog.subnav")} className="bo-catalog-nav">
      <NavLink to="/catalog" end>
        {t("backoffice.catalog.devices")}
      </NavLink>
      <NavLink to="/catalog/manufacturers">{t("backoffice.catalog.manufacturers")}</NavLink>
      <NavLink to="/catalog/questions">{t("backoffice.catalog.questions")}</NavLink>
      <NavLink to="/catalog/devices/new">{t("backoffice.catalog.newDevice")}</NavLink>
    </nav>
  );
}

/** Which edition's texts the form below edits: a GET form, so it works without JavaScript. */
export function EditionPicker({ edition, keep = {} }: { edition: string; keep?: Record<string, string> }) {
  const t = useT();
  return (
    <Form method="get" className="bo-filters bo-edition-picker" key={edition}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="field">
        <label htmlFor="edition-picker">{t("backoffice.catalog.textsOf")}</label>
        <select id="edition-picker" name="edition" defaultValue={edition}>
          {TEXT_EDITIONS.map((e) => (
            <option key={e} value={e}>
              {t(`backoffice.catalog.edition.${e}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="bo-filter-actions">
        <button type="submit" className="secondary">
          {t("backoffice.catalog.show")}
        </button>
      </div>
    </Form>
  );
}

/** The notice after a saved form. */
export function Saved({ show }: { show: boolean }) {
  const t = useT();
  return show ? (
    <p className="bo-notice" role="status">
      {t("backoffice.catalog.saved")}
    </p>
  ) : null;
}
