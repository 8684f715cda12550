/**
 * Device registers (issue 30, decision 0096): one interface for a lookup of an IMEI in a register
 * of lost, stolen and blocked devices, whatever provider answers it. An adapter turns the
 * provider's answer into `clear` or `blocked` with the finding and the provider's reference for
 * the lookup, or throws a RegisterError. Pure: browser-safe types and rules.
 */

/** Why a register reports a device: lost, stolen, or blocked for another reason (fraud, unpaid contract, a network's block). */
export type RegisterFinding = "lost" | "stolen" | "blocked";
export const REGISTER_FINDINGS: readonly RegisterFinding[] = ["lost", "stolen", "blocked"];

/** One answer of the register for one IMEI. `details` are the register's own words (staff only, never in a customer's text). */
export type RegisterAnswer =
  | { result: "clear"; reference: string | null; details: Record<string, unknown> }
  | { result: "blocked"; finding: RegisterFinding; reference: string | null; details: Record<string, unknown> };

/**
 * Why a lookup failed:
 * - unauthorized: the register refused our credentials (401/403), a configuration fault;
 * - unavailable: 429 (with Retry-After), 5xx, a connection that failed, or a lookup the register has not finished;
 * - timeout: no answer within the time-out;
 * - invalid: the register refused the IMEI (400/422) or answered something we cannot read.
 */
export type RegisterFailure = "unauthorized" | "unavailable" | "timeout" | "invalid";

/** A failed lookup. The message names the provider, the HTTP status and the provider's error text, never the IMEI. */
export class RegisterError extends Error {
  constructor(
    readonly provider: string,
    readonly failure: RegisterFailure,
    readonly httpStatus: number | null,
    message: string,
    /** Seconds the register asked us to wait (Retry-After of a 429 or 503); null when it said nothing. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`${provider}: ${message}`);
    this.name = "RegisterError";
  }
}

/** A register of lost and stolen devices. `check` takes a normalized IMEI (15 digits, Luhn-checked by the caller's deviceIdentifier). */
export interface DeviceRegister {
  /** The provider's name as stored with each answer (device_register_checks.provider). */
  readonly provider: string;
  check(imei: string): Promise<RegisterAnswer>;
}

/** What a lookup came to: an answer, or a failure the caller turns into "pending" (inspection) or a refusal (store). */
export type RegisterOutcome =
  | ({ kind: "answer"; provider: string } & RegisterAnswer)
  | { kind: "failure"; provider: string; failure: RegisterFailure; retryAfterSeconds: number | null };

/** The register status of an inspected device (trade_inspections.register_status); null = no check (register off, or no IMEI). */
export type RegisterStatus = "pending" | "clear" | "blocked";

/**
 * Retry-After as seconds: a number of seconds, or an HTTP date (RFC 9110 §10.2.3) counted from
 * `now`; null when absent or unreadable. Never negative, at most a day.
 */
export function retryAfterSeconds(value: string | null | undefined, now: Date): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Math.min(86_400, Number(trimmed));
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.min(86_400, Math.max(0, Math.ceil((at - now.getTime()) / 1000)));
}

/** One stored answer as staff see it (device_register_checks): where it was asked, what it said, the register's reference. */
export interface RegisterCheckView {
  context: string;
  provider: string;
  result: "clear" | "blocked";
  finding: string | null;
  reference: string | null;
  /** The register's own words (staff only). */
  details: unknown;
  checkedAt: string;
}
