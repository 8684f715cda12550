/**
 * A surface layout's two route components (shop, back office, store portal): the page in the
 * surface's frame, and a route error in the same frame. Texts come translated.
 */
import type { ComponentType, ReactNode } from "react";
import { isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";

export function framedRoutes(Frame: ComponentType<{ children: ReactNode }>, ErrorBody: ComponentType<{ error: unknown }>) {
  return {
    Layout() {
      return (
        <Frame>
          <Outlet />
        </Frame>
      );
    },
    ErrorBoundary() {
      const error = useRouteError();
      return (
        <Frame>
          <ErrorBody error={error} />
        </Frame>
      );
    },
  };
}

/** The three kinds of route error a staff or partner page names: 403, 404, anything else. */
export type ErrorKind = "forbidden" | "notFound" | "server";

export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

export function errorKind(status: number): ErrorKind {
  return status === 403 ? "forbidden" : status === 404 ? "notFound" : "server";
}

/** A surface's error page: the status as `data-error-kind`, a heading by kind and a way back. */
export function SurfaceError(props: {
  error: unknown;
  className: string;
  title: (kind: ErrorKind) => string;
  back: string;
  backTo: string;
}) {
  const status = errorStatus(props.error);
  return (
    <div className={props.className} data-error-kind={status}>
      <h1>{props.title(errorKind(status))}</h1>
      <p>
        <Link to={props.backTo}>{props.back}</Link>
      </p>
    </div>
  );
}
