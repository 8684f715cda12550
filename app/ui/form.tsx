/**
 * The form half of the UI kit (decision 0077): a field with its label, hint and error, and the error
 * summary (GOV.UK pattern). Every text comes in translated; the kit imports nothing of the shop. Both
 * render on the server as they do in the browser, so island pages (no hydration) use them too.
 */
import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";

/** A form's errors: one for the whole form, one per field (by the field's id). Translated or message keys. */
export interface FormErrors {
  form?: string | undefined;
  fields?: Record<string, string> | undefined;
}

/** What a field hands its control: the id, the name and the ARIA ties to its hint and error. */
export interface ControlProps {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** The control's id, name and ARIA ties: `aria-describedby` names the hint, then the error. */
export function controlProps(id: string, name: string, has: { hint?: boolean; error?: boolean }): ControlProps {
  const describedBy = [has.hint ? `${id}-hint` : "", has.error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return {
    id,
    name,
    ...(has.error ? { "aria-invalid": true as const } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
  };
}

/** A surface's error summary: its heading (translated) and its class; the layout provides it once. */
export interface SummaryLook {
  title: string;
  className?: string;
}

const SummaryContext = createContext<SummaryLook>({ title: "There is a problem" });

/** Set by the back office's and the portal's layouts, so pages name only their errors and labels. */
export function ErrorSummaryProvider({ value, children }: { value: SummaryLook; children: ReactNode }) {
  return <SummaryContext.Provider value={value}>{children}</SummaryContext.Provider>;
}

/** True when there is anything to show in a summary. */
export function hasErrors(errors: FormErrors | null | undefined): boolean {
  return Boolean(errors?.form || Object.keys(errors?.fields ?? {}).length);
}

/** The same errors with every text passed through `translate` (message keys → words). */
export function translateErrors<E extends FormErrors>(errors: E, translate: (key: string) => string): E {
  return {
    ...errors,
    ...(errors.form ? { form: translate(errors.form) } : {}),
    ...(errors.fields ? { fields: Object.fromEntries(Object.entries(errors.fields).map(([k, v]) => [k, translate(v)])) } : {}),
  };
}

/**
 * A labelled field: label, hint, error and the control the children render with `controlProps`.
 * The back office and the portal show the error above the control (`errorAfter` false, GOV.UK); the
 * shop below it (`errorAfter`). `hintClass` is the surface's hint style.
 */
export function Field(props: {
  id: string;
  /** The control's name; the id when left out. */
  name?: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Translated. */
  error?: string | undefined;
  errorAfter?: boolean;
  hintClass?: string;
  /** Marks the wrapper `field--error` while there is an error (the back office's and portal's style). */
  markError?: boolean;
  /** More classes of the wrapper. */
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const { id, error } = props;
  const message = error ? (
    <p className="field-error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
  return (
    <div className={["field", props.className, error && props.markError !== false ? "field--error" : ""].filter(Boolean).join(" ")}>
      <label htmlFor={id}>{props.label}</label>
      {props.hint ? (
        <p className={props.hintClass ?? "bo-hint"} id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.errorAfter ? null : message}
      {props.children(controlProps(id, props.name ?? id, { hint: Boolean(props.hint), error: Boolean(error) }))}
      {props.errorAfter ? message : null}
    </div>
  );
}

/**
 * All of a form's errors at once, each field's a link to it (by its id); takes the focus when it
 * appears or a new answer comes (new `errors` object). `errors` and `labels` come translated.
 * Without `errors.fields` links and with `compact`, it is the shop's one-line notice: the title alone.
 */
export function ErrorSummary(props: {
  /** The surface's (ErrorSummaryProvider) when left out. */
  title?: string;
  errors: FormErrors | null | undefined;
  labels?: Record<string, string>;
  className?: string;
  /** The shop's notice: one line of text, no heading, no list, no focus move. */
  compact?: boolean;
}) {
  const { errors, labels = {} } = props;
  const look = useContext(SummaryContext);
  const title = props.title ?? look.title;
  const className = props.className ?? (props.compact ? undefined : look.className);
  const ref = useRef<HTMLDivElement>(null);
  const has = hasErrors(errors);
  useEffect(() => {
    if (has && !props.compact) ref.current?.focus();
  }, [has, errors, props.compact]);
  if (!has) return null;
  if (props.compact)
    return (
      <div role="alert" className={className ?? "notice error"}>
        {title}
      </div>
    );
  return (
    <div
      className={className ? `error-summary ${className}` : "error-summary"}
      role="alert"
      tabIndex={-1}
      ref={ref}
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title">{title}</h2>
      <ul>
        {errors?.form ? <li>{errors.form}</li> : null}
        {Object.entries(errors?.fields ?? {}).map(([field, message]) => (
          <li key={field}>
            <a href={`#${field}`}>
              {labels[field] ? `${labels[field]}: ` : ""}
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
