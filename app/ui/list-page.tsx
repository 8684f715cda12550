/**
 * A list page (decision 0076): title row, one-time notice, filters, the count of matches (a status
 * region, announced when the filters change), the list or its empty state, and the pager.
 */
import type { ReactNode } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { EDITIONS } from "../../core/editions/index.ts";
import { classes, LOOKS, useKit } from "./kit.tsx";
import { Pager } from "./pager.tsx";

interface ListPageProps {
  title: ReactNode;
  /** Beside the title (e.g. a "New …" link); with it, title and actions share a `bo-title-row`. */
  actions?: ReactNode;
  /** Before the title (a section's navigation). */
  before?: ReactNode;
  /** A one-time result ("Deleted."), shown as a status message. */
  notice?: ReactNode;
  /** Between the title and the filters (e.g. counts per state). */
  intro?: ReactNode;
  filters?: ReactNode;
  /** "12 redirects": a status region, so the new count is announced. */
  summary?: ReactNode;
  /** Shown instead of the list when `count` is 0. */
  empty?: ReactNode;
  count?: number;
  pager?: { page: number; pages: number; href: (page: number) => string };
  /** After the pager. */
  after?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function ListPage(p: ListPageProps) {
  const look = LOOKS[useKit().look];
  const title = <h1>{p.title}</h1>;
  return (
    <div className={classes(look.page, p.className)}>
      {p.before}
      {p.actions ? (
        <div className="bo-title-row">
          {title}
          {p.actions}
        </div>
      ) : (
        title
      )}
      {p.notice ? (
        <p className="bo-notice" role="status">
          {p.notice}
        </p>
      ) : null}
      {p.intro}
      {p.filters}
      {p.summary === undefined ? null : (
        <p className="bo-summary" role="status">
          {p.summary}
        </p>
      )}
      {p.count === 0 && p.empty !== undefined ? <p className={look.empty}>{p.empty}</p> : p.children}
      {p.pager ? <Pager {...p.pager} /> : null}
      {p.after}
    </div>
  );
}

/**
 * Links to the list per state with each state's count ("Open 3 · Answered 12"), the current one
 * marked `aria-current="page"`.
 */
export function CountNav({
  label,
  items,
}: {
  label: string;
  items: readonly {
    key: string;
    to: string;
    label: ReactNode;
    /** A number, or a text such as "10,000+" for a count that stopped at a cap. */
    count: number | string;
    current: boolean;
    attributes?: Record<`data-${string}`, string>;
  }[];
}) {
  return (
    <nav aria-label={label} className="bo-states">
      <ul>
        {items.map((i) => (
          <li key={i.key}>
            <Link to={i.to} aria-current={i.current ? "page" : undefined} {...i.attributes}>
              {i.label} <span className="bo-count">{i.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The current value of a query parameter ("" when absent). */
export function useCurrentParam(): (name: string) => string {
  const [params] = useSearchParams();
  return (name: string) => params.get(name) ?? "";
}

/**
 * A list's GET filter form: its fields, then the apply button and a link back to the unfiltered
 * list (`reset`), or `actions` of its own. Keyed on the query, so its fields show what is applied.
 */
export function FilterBar({
  label,
  reset,
  actions,
  className,
  children,
}: {
  label?: string;
  reset?: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  return (
    <Form method="get" className={classes("bo-filters", className)} aria-label={label} key={params.toString()}>
      {children}
      {actions === undefined ? <FilterActions reset={reset} /> : <div className="bo-filter-actions">{actions}</div>}
    </Form>
  );
}

/** A filter form's buttons: apply, and a link back to the unfiltered list. */
export function FilterActions({ reset }: { reset?: string }) {
  const { text } = useKit();
  return (
    <div className="bo-filter-actions">
      <button type="submit">{text.apply}</button>
      {reset ? (
        <Link to={reset} className="bo-link">
          {text.reset}
        </Link>
      ) : null}
    </div>
  );
}

/** A select of a filter form, showing the applied value; the first choice (value "") is `any`, then `options` or `children`. */
export function FilterSelect({
  name,
  label,
  any,
  options,
  children,
}: {
  name: string;
  label: ReactNode;
  any: ReactNode;
  options?: readonly { value: string; label: ReactNode }[];
  children?: ReactNode;
}) {
  const current = useCurrentParam();
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <select id={name} name={name} defaultValue={current(name)}>
        <option value="">{any}</option>
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
    </div>
  );
}

/**
 * The search box of a filter form, showing the applied words; a `hint` is tied to it by
 * `aria-describedby` (shown, or only read out with `hintHidden`).
 */
export function FilterSearch({
  name = "q",
  label,
  maxLength,
  hint,
  hintHidden = false,
  placeholder,
}: {
  name?: string;
  label: ReactNode;
  maxLength?: number;
  hint?: string;
  hintHidden?: boolean;
  placeholder?: string;
}) {
  const current = useCurrentParam();
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <div className="field bo-search">
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        name={name}
        type="search"
        defaultValue={current(name)}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-describedby={hintId}
      />
      {hint ? (
        <span id={hintId} className={hintHidden ? "visually-hidden" : "bo-hint"}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}

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
