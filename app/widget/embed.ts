/**
 * `/embed.js` (decision 0045): the one line a partner pastes,
 *   <script src="https://b2bwidget.sellback.de/embed.js" data-partner="KEY" async></script>
 * inserts the widget's iframe right after the script tag (or into the element whose id is
 * `data-target`) and sizes it from the frame's messages. Framework-free, one classic script
 * (bundled as an IIFE, ES2019): nothing leaks into the partner's page but the iframe and the
 * `sellback:trade_created` event.
 *
 * Messages are taken only from the widget's own origin (this script's `src`) and only from this
 * iframe's window (core/widget/protocol.ts `acceptFrameMessage`).
 */
import { acceptFrameMessage, ORIGIN_PARAM, originOf, PARTNER_PARAM, partnerKeyOf } from "../../core/widget/index.ts";

const DEFAULT_TITLE = "Sellback: Gerät verkaufen";
const AGAN_TITLE = "Sellback-Filialportal";
const INITIAL_HEIGHT = 640;

function embed(script: HTMLScriptElement): void {
  if (script.dataset.sellbackEmbedded) return;
  script.dataset.sellbackEmbedded = "1";
  const key = partnerKeyOf(script.dataset.partner);
  const widgetOrigin = originOf(script.src);
  if (!key || !widgetOrigin) {
    console.error("Sellback widget: data-partner is missing or malformed");
    return;
  }
  // the aganwidget host embeds the store portal's login (decision 0047), the b2bwidget host the shop
  const agan = /^aganwidget\./.test(new URL(widgetOrigin).hostname);
  const src = new URL(agan ? "/portal/anmelden" : "/", widgetOrigin);
  src.searchParams.set(PARTNER_PARAM, key);
  src.searchParams.set(ORIGIN_PARAM, window.location.origin);

  const frame = document.createElement("iframe");
  frame.src = src.href;
  frame.title = script.dataset.title || (agan ? AGAN_TITLE : DEFAULT_TITLE);
  frame.setAttribute("loading", "lazy");
  frame.style.cssText = `display:block;width:100%;border:0;height:${INITIAL_HEIGHT}px;`;

  window.addEventListener("message", (event) => {
    const message = acceptFrameMessage(event, widgetOrigin, frame.contentWindow);
    if (!message) return;
    if (message.type === "resize") frame.style.height = `${message.height}px`;
    else if (message.type === "trade_created") {
      frame.dispatchEvent(new CustomEvent("sellback:trade_created", { bubbles: true, detail: { tradeNumber: message.tradeNumber } }));
    } else frame.dataset.ready = "1";
  });

  const targetId = script.dataset.target;
  const target = targetId ? document.getElementById(targetId) : null;
  if (target) target.appendChild(frame);
  else script.insertAdjacentElement("afterend", frame);
}

const current = document.currentScript;
if (current instanceof HTMLScriptElement) embed(current);
