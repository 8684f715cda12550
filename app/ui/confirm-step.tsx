/**
 * A second, explicit step before an irreversible or money-moving action (decision 0077), working
 * without JavaScript. The step is one form that posts `intent`; how the person gets to press it:
 * - `opener`: a disclosure (`<details>`) whose summary is the first click; the form with the
 *   explanation and the real button opens under it (the browser does it, no script);
 * - `acknowledge`: a box to tick in the same form; the server refuses the action unless the form
 *   carries `confirm=yes` (`isConfirmed`), and the page shows the error at the box;
 * - neither: the form stands on a page that is itself the second step (a preview, a run to check),
 *   with the explanation tied to the button by `aria-describedby`.
 * `ConfirmPanel` (below) is that page's step for a money action: a first button opens it, it
 * restates what will happen and posts `confirm=yes`, and Cancel leads back (decision 0085).
 * All text comes translated.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link } from "react-router";

/** The name and value of the acknowledgement box. */
export const CONFIRM_FIELD = "confirm";
export const CONFIRM_VALUE = "yes";

/** True when the form carries the ticked acknowledgement. */
export function isConfirmed(form: Record<string, unknown> | FormData): boolean {
  const value = form instanceof FormData ? form.get(CONFIRM_FIELD) : form[CONFIRM_FIELD];
  return value === CONFIRM_VALUE;
}

export function ConfirmStep(props: {
  /** The value of the submit button's `intent` (or of a hidden `intent` field with `hiddenIntent`). */
  intent: string;
  /** The second step's button. */
  button: string;
  /** What will happen; with `id`, it describes the button (`{id}-hint`, class `hintClass`). */
  text?: ReactNode;
  id?: string;
  hintClass?: string;
  heading?: ReactNode;
  /** The first step: the text of a disclosure's summary. */
  opener?: string;
  /** The box to tick first, and the error when it was not ticked. */
  acknowledge?: { label: string; error?: string | undefined };
  /** Sends the intent in a hidden field rather than as the button's value. */
  hiddenIntent?: boolean;
  className?: string;
  buttonClass?: string;
  disabled?: boolean;
  /** More fields of the form (hidden ids). */
  children?: ReactNode;
  /** After the button: the way back without acting (ConfirmPanel's Cancel). */
  cancel?: ReactNode;
}) {
  const hintId = props.id ? `${props.id}-hint` : undefined;
  const ack = props.acknowledge;
  const form = (
    <Form method="post" className={props.className}>
      {props.heading}
      {props.hiddenIntent ? <input type="hidden" name="intent" value={props.intent} /> : null}
      {props.children}
      {props.text === undefined ? null : hintId ? (
        <p className={props.hintClass ?? "bo-hint"} id={hintId}>
          {props.text}
        </p>
      ) : (
        <p>{props.text}</p>
      )}
      {ack ? (
        <div className={ack.error ? "field field--error" : "field"}>
          {ack.error ? (
            <p className="field-error" id={`${CONFIRM_FIELD}-error`}>
              {ack.error}
            </p>
          ) : null}
          <label className="bo-check">
            <input
              type="checkbox"
              name={CONFIRM_FIELD}
              value={CONFIRM_VALUE}
              id={CONFIRM_FIELD}
              {...(ack.error ? { "aria-invalid": true, "aria-describedby": `${CONFIRM_FIELD}-error` } : {})}
            />
            <span>{ack.label}</span>
          </label>
        </div>
      ) : null}
      <button
        type="submit"
        {...(props.hiddenIntent ? {} : { name: "intent", value: props.intent })}
        className={props.buttonClass}
        aria-describedby={hintId}
        disabled={props.disabled}
      >
        {props.button}
      </button>
      {props.cancel}
    </Form>
  );
  if (!props.opener) return form;
  return (
    <details className="bo-confirm">
      <summary>{props.opener}</summary>
      {form}
    </details>
  );
}

/**
 * The second step as a panel of its page (decision 0085): a first button (a GET form) opens the page
 * with the step in its address; the panel restates what will happen (`text`, tied to the button),
 * posts the intent with `confirm=yes` (or the ticked `acknowledge` box, which the server checks with
 * `isConfirmed`), and Cancel leads back to `cancel.to`. Its heading takes the focus when the panel
 * appears, unless an error summary has it.
 */
export function ConfirmPanel(
  props: Omit<Parameters<typeof ConfirmStep>[0], "id" | "opener" | "cancel" | "heading"> & {
    id: string;
    title: ReactNode;
    cancel: { to: string; label: string };
  },
) {
  const { title, cancel, children, ...step } = props;
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!document.activeElement?.closest('[role="alert"]')) ref.current?.focus();
  }, []);
  return (
    <section className="bo-card bo-step" aria-labelledby={`${props.id}-title`} data-testid="confirm-step">
      <h2 id={`${props.id}-title`} tabIndex={-1} ref={ref}>
        {title}
      </h2>
      <ConfirmStep
        {...step}
        cancel={
          <Link className="button secondary" to={cancel.to}>
            {cancel.label}
          </Link>
        }
      >
        {step.acknowledge ? null : <input type="hidden" name={CONFIRM_FIELD} value={CONFIRM_VALUE} />}
        {children}
      </ConfirmStep>
    </section>
  );
}
