/**
 * The browser's storage, or null where merely reading it throws (storage blocked by the visitor's
 * settings, a sandboxed frame): the one guard the islands use before they remember anything.
 */
export function webStorage(view: Pick<Window, "localStorage" | "sessionStorage">, kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return view[kind];
  } catch {
    return null;
  }
}
