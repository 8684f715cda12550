/**
 * A short status line after an action ("Saved.", "Run discarded."): a polite live region, so a
 * screen reader announces it when it appears. Renders nothing without children, so a page writes
 * `<Notice>{done ? t("…") : null}</Notice>` instead of its own conditional paragraph.
 */
import type { HTMLAttributes, ReactNode } from "react";
import { classes } from "./kit";

export type NoticeTone = "info" | "warn";

/** The shop's look (`notice success`) or the back office's (`bo-notice`). */
const TONES = {
  backoffice: { info: "bo-notice", warn: "bo-notice bo-notice--warn" },
  shop: { info: "notice success", warn: "notice warning" },
} as const;

export function Notice({
  tone = "info",
  look = "backoffice",
  className,
  children,
  ...rest
}: { tone?: NoticeTone; look?: keyof typeof TONES; children?: ReactNode } & Omit<HTMLAttributes<HTMLParagraphElement>, "role">) {
  if (children === null || children === undefined || children === false || children === "") return null;
  return (
    <p {...rest} className={classes(TONES[look][tone], className)} role="status">
      {children}
    </p>
  );
}
