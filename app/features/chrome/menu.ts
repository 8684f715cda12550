/**
 * The header's menu on small screens (decision 0035): a <details> disclosure, so it opens and
 * closes without JavaScript; on wide screens CSS shows its navigation inline and hides the button.
 * This framework-free behaviour adds what a disclosure menu needs when scripts run (WAI-ARIA APG
 * "disclosure navigation"): Escape closes it and returns focus to the button; focus or a click
 * leaving the menu closes it; following one of its links closes it (hydrated pages navigate
 * without a page load). Attached by the header on hydrated pages and by app/islands/chrome.ts.
 *
 * Markup contract (header.tsx): a <details data-site-menu> whose <summary> is the button.
 */

/** Whether an element takes part in layout (the button is hidden on wide screens). */
const rendered = (el: HTMLElement) => el.getClientRects().length > 0;

/** Enhances the menu; returns a function that removes the behaviour. */
export function attachMenu(details: HTMLDetailsElement): () => void {
  const doc = details.ownerDocument;
  const summary = details.querySelector<HTMLElement>(":scope > summary");
  if (!summary) return () => {};
  const close = (refocus: boolean) => {
    if (!details.open) return;
    details.open = false;
    if (refocus && rendered(summary)) summary.focus();
  };
  const onKeydown = (e: KeyboardEvent) => {
    if (e.key !== "Escape" || !details.open || !rendered(summary)) return;
    e.preventDefault();
    close(true);
  };
  const onFocusOut = (e: FocusEvent) => {
    const next = e.relatedTarget as Node | null;
    if (next && !details.contains(next)) close(false);
  };
  const onClick = (e: MouseEvent) => {
    if ((e.target as Element | null)?.closest("a")) close(false);
  };
  const onDocumentClick = (e: MouseEvent) => {
    if (!details.contains(e.target as Node | null)) close(false);
  };
  details.addEventListener("keydown", onKeydown);
  details.addEventListener("focusout", onFocusOut);
  details.addEventListener("click", onClick);
  doc.addEventListener("click", onDocumentClick);
  return () => {
    details.removeEventListener("keydown", onKeydown);
    details.removeEventListener("focusout", onFocusOut);
    details.removeEventListener("click", onClick);
    doc.removeEventListener("click", onDocumentClick);
  };
}
