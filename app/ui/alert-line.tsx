/**
 * The shop's one-line refusal of a whole form ("Too many attempts, try again later"): an assertive
 * live region. Renders nothing without children, so a page writes `<AlertLine>{error ? t(error) : null}</AlertLine>`.
 */
import type { ReactNode } from "react";

export function AlertLine({ children }: { children?: ReactNode }) {
  if (children === null || children === undefined || children === false || children === "") return null;
  return (
    <p role="alert" className="notice error">
      {children}
    </p>
  );
}
