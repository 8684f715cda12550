/**
 * Widget pages (decision 0045), on the b2bwidget and aganwidget hosts only:
 * - a request with `?partner=KEY` of an active partner of the host's kind may be framed by exactly
 *   that partner's origins (`widgetFrameOrigins`, read by securityHeaders for frame-ancestors); its
 *   HTML gets the key on every same-origin link and form action (core/widget/html.ts), a
 *   same-origin redirect keeps it, and the page loads `/widget-frame.js` (app/widget/frame.ts)
 *   with the partner's origins for its messages;
 * - an unknown, inactive or foreign key gets a short explanation (404) that nobody may frame;
 * - without a key the host's pages are served as before, framed by nobody.
 */
import type { MiddlewareHandler } from "hono";
import { editions, matchPage } from "../../core/editions/index.ts";
import { translator } from "../../core/shared/index.server.ts";
import { addPartnerToHtml, addPartnerToLocation, PARTNER_PARAM } from "../../core/widget/index.ts";
import { nowFrom } from "../../core/shared/index.ts";
import { provesTradeCreated, TRADE_CREATED_PARAM } from "../../core/widget/index.server.ts";
import type { AppDeps, AppEnv } from "../config/env.server.ts";
import { WIDGET_PARTNER_KIND, widgetPartnerOf, type WidgetPartner } from "../http/widget-partner.server.ts";

/** The frame script, emitted at this fixed path by the islands build (app/islands/vite-plugin.ts). */
export const WIDGET_FRAME_SCRIPT = "/widget-frame.js";

const NOT_PAGES = /^\/(api|assets|images)\/|\.(js|css|svg|png|ico|webmanifest|json|txt)$/;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const escapeAttr = escapeHtml;

/** The page an unknown or inactive partner key gets: nothing of the shop, not frameable. */
export function unknownPartnerPage(locale: Parameters<typeof translator>[0], htmlLang: string): string {
  const t = translator(locale);
  return `<!doctype html>
<html lang="${escapeAttr(htmlLang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t("widget.unknownPartner.title"))}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1f2933;background:#fff}main{max-width:36rem;margin:0 auto}h1{font-size:1.5rem;margin:0 0 .5rem}</style></head>
<body><main><h1>${escapeHtml(t("widget.unknownPartner.title"))}</h1><p>${escapeHtml(t("widget.unknownPartner.text"))}</p></main></body></html>`;
}

/**
 * The frame script's tag. On the thank-you page `data-thank-you`, and `data-trade` only for the
 * trade this partner's widget just created (the checkout's proof, decision 0071).
 */
function frameScriptTag(nonce: string, partner: WidgetPartner, thankYou: { trade: string | null } | null): string {
  const attrs = [
    `src="${WIDGET_FRAME_SCRIPT}"`,
    `nonce="${escapeAttr(nonce)}"`,
    `data-partner="${escapeAttr(partner.key)}"`,
    `data-origins="${escapeAttr(JSON.stringify(partner.origins))}"`,
    thankYou ? `data-thank-you="1"` : "",
    thankYou?.trade ? `data-trade="${escapeAttr(thankYou.trade)}"` : "",
  ].filter(Boolean);
  return `<script ${attrs.join(" ")}></script>`;
}

/** The thank-you page's `?trade=` when the checkout's proof says this partner's widget just created it, else null. */
function createdTrade(deps: AppDeps, partner: WidgetPartner, url: URL): string | null {
  const trade = url.searchParams.get("trade");
  if (!trade || !/^[A-Z0-9-]{4,40}$/.test(trade)) return null;
  return provesTradeCreated(deps.secrets.sessionSecret, partner.id, trade, url.searchParams.get(TRADE_CREATED_PARAM), nowFrom(deps))
    ? trade
    : null;
}

export const widgetPages: MiddlewareHandler<AppEnv> = async (c, next) => {
  const mode = c.get("mode");
  const url = new URL(c.req.url);
  if (!WIDGET_PARTNER_KIND[mode] || c.get("surface") !== "shop" || NOT_PAGES.test(url.pathname) || !url.searchParams.has(PARTNER_PARAM)) {
    return next();
  }
  const partner = await widgetPartnerOf(c.get("deps").database.db, mode, url);
  const edition = c.get("edition");
  if (!partner) {
    c.header("Cache-Control", "no-store");
    return c.html(unknownPartnerPage(c.get("locale"), editions[edition].htmlLang), 404);
  }
  c.set("widgetFrameOrigins", partner.origins);
  await next();

  const res = c.res;
  const location = res.headers.get("location");
  if (location && res.status >= 300 && res.status < 400) {
    res.headers.set("location", addPartnerToLocation(location, partner.key));
    return;
  }
  if (url.pathname.endsWith(".data") || !(res.headers.get("content-type") ?? "").startsWith("text/html")) return;
  const html = addPartnerToHtml(await res.text(), partner.key);
  const thankYou = matchPage(edition, url.pathname)?.page === "thankYou" ? { trade: createdTrade(c.get("deps"), partner, url) } : null;
  const script = frameScriptTag(c.get("nonce"), partner, thankYou);
  const body = html.includes("</body>") ? html.replace("</body>", `${script}</body>`) : html + script;
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
};
