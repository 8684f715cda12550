/**
 * The head of a back-office detail page: a link back to its list, the page's title, and beside the
 * title what the page is about at a glance (its state badge, its amount, its actions).
 */
import type { ReactNode } from "react";
import { Link } from "react-router";

export function PageHeader({ back, title, children }: { back: { to: string; label: string }; title: ReactNode; children?: ReactNode }) {
  return (
    <>
      <p>
        <Link to={back.to} className="bo-link">
          ← {back.label}
        </Link>
      </p>
      {children ? (
        <div className="bo-title-row">
          <h1>{title}</h1>
          {children}
        </div>
      ) : (
        <h1>{title}</h1>
      )}
    </>
  );
}
