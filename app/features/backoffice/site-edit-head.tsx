/**
 * The head of a site content editor (a redirect, a voucher, a content page): the site's navigation,
 * the way back to its list, the title, what stands under it, and the notice after a save.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Notice } from "../../ui/notice.tsx";
import { SiteNav } from "./site-nav.tsx";

export function SiteEditHead({
  back,
  title,
  saved,
  children,
}: {
  back: { to: string; label: string };
  title: ReactNode;
  /** The notice after a save, or null. */
  saved: string | null;
  children?: ReactNode;
}) {
  return (
    <>
      <SiteNav />
      <p>
        <Link to={back.to} className="bo-link">
          {back.label}
        </Link>
      </p>
      <h1>{title}</h1>
      {children}
      <Notice>{saved}</Notice>
    </>
  );
}
