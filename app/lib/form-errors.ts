import type { z } from "../../core/shared/index.ts";

/**
 * Zod issues → the first message key per top-level field, for forms that render errors next to
 * their inputs. Keys of our own (`area.error.x`, `validation.x`) pass through; anything else
 * becomes the generic `validation.invalid`.
 */
export function formErrors<F extends string>(error: z.ZodError, prefixes: readonly string[]): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form") as F;
    const own = prefixes.some((p) => issue.message.startsWith(p)) || issue.message.startsWith("validation.");
    errors[field] ??= own ? issue.message : "validation.invalid";
  }
  return errors;
}
