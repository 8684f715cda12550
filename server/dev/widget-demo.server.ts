/**
 * `/dev/widget-demo` (decision 0045): a made-up retailer's page ("Demo Elektromarkt") on the
 * development demo hosts (`partner.localhost`, `partner2.localhost`, core/editions/hosts.ts) that
 * embeds the b2bWidget with the seeded demo partner's key, exactly as a partner would. On
 * partner.localhost (the demo partner's registered origin) the frame renders; on partner2.localhost
 * the browser refuses it (frame-ancestors). 404 in production and on every other host.
 * `?mode=agan` (decision 0047): the demo chain's till page ("Demo Handelskette") embedding the
 * store portal from the aganwidget host with the agan demo partner's key.
 */
import { Hono } from "hono";
import { isDemoHost } from "../../core/editions/index.ts";
import type { AppEnv } from "../config/env.server.ts";

export const WIDGET_DEMO_PATH = "/dev/widget-demo";
/** The development seed's retail demo partner (core/partners). */
export const DEMO_PARTNER_KEY = "demo-retail-partner";
/** The development seed's agan demo chain (db/seed/partners.server.ts). */
export const DEMO_AGAN_PARTNER_KEY = "demo-agan-partner";

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The widget host's origin beside the demo host (same scheme and port). */
export function demoWidgetOrigin(url: URL, host = "b2bwidget.de.localhost"): string {
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`;
}

/** The agan variant's texts: a chain's till page with the store portal. */
const AGAN_TEXTS = {
  title: "Kasse | Demo Handelskette",
  brand: "Demo Handelskette, Filialkasse",
  heading: "Altgerät in Zahlung nehmen",
  intro:
    "Melden Sie sich mit Ihrem Filialzugang an und nehmen Sie das alte Gerät Ihrer Kundin oder Ihres Kunden in Zahlung, abgewickelt von Sellback.",
  section: "Sellback-Filialportal",
  footer: "Demo Handelskette, eine Beispielseite für die lokale Entwicklung.",
};
const RETAIL_TEXTS = {
  title: "Altgerät verkaufen | Demo Elektromarkt",
  brand: "Demo Elektromarkt",
  heading: "Altgerät verkaufen, Geld zurück",
  intro: "Verkaufen Sie Ihr altes Smartphone, Tablet oder Notebook direkt hier, abgewickelt von Sellback.",
  section: "Gerät verkaufen",
  footer: "Demo Elektromarkt, eine Beispielseite für die lokale Entwicklung.",
};

export function widgetDemoPage(widgetOrigin: string, nonce: string, key = DEMO_PARTNER_KEY, agan = false): string {
  const t = agan ? AGAN_TEXTS : RETAIL_TEXTS;
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${t.title}</title>
<style nonce="${esc(nonce)}">
body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1b1b1b;background:#f4f1ea}
header,footer{background:#7a1f1f;color:#fff;padding:1rem}
header p,footer p{margin:0;max-width:64rem;margin:0 auto}
.brand{font-weight:700;font-size:1.25rem}
main{max-width:64rem;margin:0 auto;padding:1.5rem 1rem}
h1{margin:0 0 .5rem;font-size:1.75rem}
.widget{background:#fff;border-radius:.5rem;padding:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
</style></head>
<body>
<header><p class="brand">${t.brand}</p></header>
<main>
<h1>${t.heading}</h1>
<p>${t.intro}</p>
<section class="widget" aria-label="${t.section}">
<script src="${esc(widgetOrigin)}/embed.js" data-partner="${esc(key)}" async></script>
</section>
</main>
<footer><p>${t.footer}</p></footer>
</body></html>`;
}

export const widgetDemo = new Hono<AppEnv>().get("/", (c) => {
  if (c.get("deps").config.NODE_ENV === "production" || !isDemoHost(c.req.header("host"))) return c.text("Not Found", 404);
  const url = new URL(c.req.url);
  const agan = url.searchParams.get("mode") === "agan";
  const widget = demoWidgetOrigin(url, agan ? "aganwidget.de.localhost" : undefined);
  const nonce = c.get("nonce");
  // The page's own policy (securityHeaders keeps a handler's policy): the embed script and its frame
  // come from the widget host.
  c.header(
    "Content-Security-Policy",
    `default-src 'self'; script-src 'nonce-${nonce}' ${widget}; style-src 'nonce-${nonce}'; frame-src ${widget}; img-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`,
  );
  c.header("Cache-Control", "no-store");
  return c.html(agan ? widgetDemoPage(widget, nonce, DEMO_AGAN_PARTNER_KEY, true) : widgetDemoPage(widget, nonce));
});
