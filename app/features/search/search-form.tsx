import { memo, useEffect, useId, useRef } from "react";
import { Form, useNavigate } from "react-router";
import { editions, pathFor } from "../../../core/editions/index.ts";
import { useEdition, useMessage, useT } from "../../i18n/i18n.tsx";
import { attachTypeahead } from "./typeahead.ts";

/**
 * The search box: a plain GET form to the results page (works without JavaScript), enhanced into
 * an ARIA 1.2 combobox with device and category suggestions (up, down, enter, escape) by the
 * framework-free behaviour in typeahead.ts. React renders this markup once (memoised, no state);
 * the behaviour owns everything that changes. On hydrated pages it is attached here; the
 * device-page island attaches it to the same server-rendered markup.
 */
export const SearchForm = memo(function SearchForm({ id, defaultValue = "" }: { id: string; defaultValue?: string }) {
  const t = useT();
  const message = useMessage();
  const edition = useEdition();
  const navigate = useNavigate();
  const listId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    if (!formRef.current) return;
    return attachTypeahead(formRef.current, {
      // Device pages are never rendered by the client router (decision 0006): a full page load.
      navigate: (url, kind) => (kind === "device" ? window.location.assign(url) : void navigateRef.current(url)),
    });
  }, []);

  const indexes = editions[edition].searchIndexes;
  return (
    <Form
      ref={formRef}
      method="get"
      action={pathFor(edition, "search")}
      role="search"
      className="search-form"
      data-typeahead=""
      data-category-index={indexes.manufacturers}
      data-kind-category={t("search.categories")}
      data-status={JSON.stringify(message("search.status"))}
    >
      <label htmlFor={id}>{t("search.label")}</label>
      <div className="search-form__row">
        <div className="combobox">
          <input
            id={id}
            name="q"
            type="search"
            autoComplete="off"
            placeholder={t("search.placeholder")}
            defaultValue={defaultValue}
            maxLength={100}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded="false"
            aria-controls={listId}
          />
          <ul id={listId} role="listbox" aria-label={t("search.suggestions")} className="combobox__list" hidden />
          <p className="combobox__empty" hidden>
            {t("search.noSuggestions")}
          </p>
        </div>
        <button type="submit" className="search-form__submit">
          <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
            <circle cx="8.5" cy="8.5" r="5.5" stroke="currentColor" strokeWidth="2" fill="none" />
            <path d="M12.5 12.5L17 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="search-form__submit-label">{t("search.submit")}</span>
        </button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite" />
    </Form>
  );
});
