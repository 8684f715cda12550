/**
 * The shared parts of a staff or partner surface's frame (back office, store portal): the main
 * landmark that carries the kit's look and texts, and the layout's route components with the
 * surface's error page. Texts come translated.
 */
import type { ComponentType, ReactNode } from "react";
import { Link } from "react-router";
import { ErrorSummaryProvider } from "./form.tsx";
import { type ErrorKind, framedRoutes, SurfaceError } from "./framed-routes.tsx";
import { KitProvider, type KitLook, type KitText } from "./kit.tsx";

/**
 * The page around a surface's main part (class names from `name`: `bo`, `portal`): kept out of search
 * engines, a skip link to the main part, and the header with the brand linking home, then `header`.
 */
export function SurfacePage(props: {
  name: string;
  skip: string;
  brand: { to: string; label: string };
  header: ReactNode;
  children: ReactNode;
}) {
  const { name } = props;
  return (
    <div className={name}>
      <meta name="robots" content="noindex, nofollow" />
      <a className={`${name}-skip`} href="#main">
        {props.skip}
      </a>
      <header className={`${name}-header`}>
        <Link to={props.brand.to} className={`${name}-brand`}>
          {props.brand.label}
        </Link>
        {props.header}
      </header>
      {props.children}
    </div>
  );
}

/** `<main id="main">`, the skip link's target; its pages see the surface's kit look and error summary title. */
export function SurfaceMain(props: {
  className: string;
  look: KitLook;
  kitText?: KitText;
  /** The operator's time zone (setting OPERATOR_TIME_ZONE) for every time shown. */
  timeZone?: string;
  /** The page's locale, which names the zone. */
  locale?: string;
  summaryTitle: string;
  children: ReactNode;
}) {
  return (
    <main id="main" tabIndex={-1} className={props.className}>
      <KitProvider look={props.look} text={props.kitText} timeZone={props.timeZone} locale={props.locale}>
        <ErrorSummaryProvider value={{ title: props.summaryTitle, className: "bo-error-summary" }}>{props.children}</ErrorSummaryProvider>
      </KitProvider>
    </main>
  );
}

/** The texts of a surface's error page, from a hook so they come in the visitor's language. */
export type ErrorTexts = { title: (kind: ErrorKind) => string; back: string };

/** `framedRoutes` with the surface's error page: a heading by kind and a link to `backTo`. */
export function surfaceRoutes(
  Frame: ComponentType<{ children: ReactNode }>,
  page: { className: string; backTo: string; useTexts: () => ErrorTexts },
) {
  function SurfaceErrorPage({ error }: { error: unknown }) {
    const texts = page.useTexts();
    return <SurfaceError error={error} className={page.className} title={texts.title} back={texts.back} backTo={page.backTo} />;
  }
  return framedRoutes(Frame, SurfaceErrorPage);
}
