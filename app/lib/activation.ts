/**
 * A page the browser prerenders (speculation rules, decision 0052) runs its scripts in the
 * background, maybe never to be shown. Whatever counts a visit or changes the visitor's state
 * (analytics events, controlling events, marketing touchpoints, the transactionId rule, the
 * personalisation cookie) waits until the page is shown: `whenShown` runs it at once on a page
 * that is not prerendering, and at activation (`prerenderingchange`) on one that is.
 * Framework-free: the islands use it too.
 */

type MaybePrerendering = Pick<Document, "addEventListener"> & { prerendering?: boolean };

/** True while this document is being prerendered and has not been shown yet. */
export function isPrerendering(doc: MaybePrerendering | undefined = typeof document === "undefined" ? undefined : document): boolean {
  return doc?.prerendering === true;
}

/** Runs `fn` now, or once the prerendered page is shown. */
export function whenShown(
  fn: () => void,
  doc: MaybePrerendering | undefined = typeof document === "undefined" ? undefined : document,
): void {
  if (doc && isPrerendering(doc)) doc.addEventListener("prerenderingchange", () => fn(), { once: true });
  else fn();
}
