import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Form, useNavigate } from "react-router";
import { editions, pathFor } from "../../../core/editions/index.ts";
import { useEdition, useT } from "../../i18n/i18n.tsx";

interface Suggestion {
  kind: "device" | "category";
  id: string;
  label: string;
  url: string;
}

const DEBOUNCE_MS = 150;

/**
 * The search box: a plain GET form to the results page (works without JavaScript), enhanced into
 * an ARIA 1.2 combobox with device and category suggestions (up, down, enter, escape).
 */
export function SearchForm({ id, defaultValue = "" }: { id: string; defaultValue?: string }) {
  const t = useT();
  const edition = useEdition();
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState(defaultValue);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const categories = useRef<Suggestion[] | null>(null);
  const seq = useRef(0);

  useEffect(() => {
    const text = query.trim();
    if (text.length < 2) {
      setItems([]);
      return;
    }
    const mine = ++seq.current;
    const timer = setTimeout(async () => {
      try {
        const [devices, cats] = await Promise.all([searchDevices(edition, text), loadCategories(edition, categories)]);
        if (mine !== seq.current) return;
        const needle = text.toLowerCase();
        const catHits = cats.filter((c) => c.label.toLowerCase().includes(needle)).slice(0, 3);
        setItems([...catHits, ...devices]);
        setActive(-1);
        setOpen(true);
      } catch (err) {
        // Spec §8: search errors are logged and shown as no results.
        console.warn("search failed", err);
        if (mine === seq.current) setItems([]);
      }
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, edition]);

  const expanded = open && items.length > 0;
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      if (!open) setOpen(true);
      setActive((i) => (items.length ? (i + 1) % items.length : -1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => (items.length ? (i <= 0 ? items.length - 1 : i - 1) : -1));
    } else if (e.key === "Escape") {
      if (expanded) e.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (e.key === "Enter" && expanded && active >= 0) {
      e.preventDefault();
      const item = items[active];
      if (item) {
        setOpen(false);
        navigate(item.url);
      }
    }
  };

  const optionId = (i: number) => `${listId}-opt-${i}`;
  return (
    <Form method="get" action={pathFor(edition, "search")} role="search" className="search-form" onSubmit={() => setOpen(false)}>
      <label htmlFor={id}>{t("search.label")}</label>
      <div className="search-form__row">
        <div className="combobox">
          <input
            id={id}
            name="q"
            type="search"
            autoComplete="off"
            placeholder={t("search.placeholder")}
            value={query}
            maxLength={100}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            onChange={(e) => {
              setQuery(e.target.value);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
          />
          <ul id={listId} role="listbox" aria-label={t("search.suggestions")} className="combobox__list" hidden={!expanded}>
            {items.map((item, i) => (
              <li
                key={`${item.kind}-${item.id}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={i === active ? "is-active" : undefined}
                onMouseDown={(e) => {
                  e.preventDefault();
                  setOpen(false);
                  navigate(item.url);
                }}
              >
                <span className="combobox__kind">{t(item.kind === "device" ? "search.devices" : "search.categories")}</span> {item.label}
              </li>
            ))}
          </ul>
        </div>
        <button type="submit">{t("search.submit")}</button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded ? t("search.status", { count: items.length }) : ""}
      </p>
    </Form>
  );
}

async function post<T>(body: unknown): Promise<T> {
  const res = await fetch("/api/trade/searches", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`search answered ${res.status}`);
  return (await res.json()) as T;
}

async function searchDevices(edition: keyof typeof editions, text: string): Promise<Suggestion[]> {
  const result = await post<{ hits: { id: number; name: string; url: string }[] }>({
    search: { type: "devicesText", text },
    application: editions[edition].searchIndexes.devices,
    resultSize: 8,
  });
  return result.hits.map((h) => ({ kind: "device", id: String(h.id), label: h.name, url: h.url }));
}

async function loadCategories(edition: keyof typeof editions, cache: { current: Suggestion[] | null }): Promise<Suggestion[]> {
  if (cache.current) return cache.current;
  const result = await post<{ hits: { id: string; name: string; url: string }[] }>({
    search: { type: "categories" },
    application: editions[edition].searchIndexes.manufacturers,
    resultSize: 20,
  });
  cache.current = result.hits.map((h) => ({ kind: "category", id: h.id, label: h.name, url: h.url }));
  return cache.current;
}
