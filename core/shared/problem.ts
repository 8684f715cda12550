/** RFC 9457 problem details, the one error shape of the API. */
export interface FieldError {
  field: string;
  message: string;
}

export interface ProblemDocument {
  type: string;
  title: string;
  status: number;
  detail?: string;
  errors?: FieldError[];
  [extra: string]: unknown;
}

/** A domain error that the API renders as problem details. `code` is a stable, translatable key. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail?: string,
    readonly errors?: FieldError[],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail ?? code);
    this.name = "ProblemError";
  }
}

export const problemType = (code: string) => `https://sellback.com/problems/${code}`;
