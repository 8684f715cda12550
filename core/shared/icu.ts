export type Messages = Record<string, string>;

/** Replaces `{name}` with vars.name; unknown names stay as they are. */
export function interpolate(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
