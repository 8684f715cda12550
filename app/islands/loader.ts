/**
 * How an island page starts its island (decision 0140): an inline script at the end of the body
 * adds the island's module script once the browser reports the page's first contentful paint (the
 * Paint Timing API, whose observer is called in a task after the paint; where a browser has none,
 * a task after the first frame), so the script is never fetched or run ahead of the first paint,
 * and the page's text and pictures do not share the connection with it. A page that is hidden
 * (opened in the background, or prerendered by the speculation rules) paints nothing yet: it adds
 * the script at once. The module script carries `data-island-route` like the server-rendered one
 * did (app/islands/chrome.ts reads it), and once the island has run, `<html data-island="ready">`
 * says so (the browser tests wait for it). No timer on the usual path: a page whose clock is held
 * (the browser tests' paused clock) still gets its island.
 */
export function islandLoaderScript(src: string, routeId: string): string {
  // JSON in a script: `<` escaped so that no `</script>` can end it early
  const args = JSON.stringify([src, routeId]).replace(/</g, "\\u003c");
  return (
    `(function(a){var n=0;function go(){if(n++)return;var s=document.createElement("script");s.type="module";s.src=a[0];` +
    `s.setAttribute("data-island-route",a[1]);document.body.appendChild(s)}` +
    `if(document.hidden)go();` +
    `else if((window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0)` +
    `new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(go,0)})})(${args})`
  );
}
