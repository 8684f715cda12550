import { Hono } from "hono";
import { cachedRunningCampaigns } from "../../core/campaign/index.server.ts";
import { priceText, withUpTo } from "../../core/campaign/index.ts";
import { editions, formatMoney } from "../../core/editions/index.ts";
import { searchDevicesText, SUGGESTION_COUNT, suggestionQuery, toSuggestion } from "../../core/search/index.server.ts";
import { nowFrom } from "../../core/shared/index.ts";
import { translator } from "../../core/shared/index.server.ts";
import type { AppEnv } from "../config/env.server.ts";
import { parseWith } from "../http/problem.server.ts";

/**
 * The search box's suggestions (decision 0104): `GET ?q=` answers the best devices for the text,
 * each with its picture URL and its "up to" figure written as the result cards write it (the one
 * price rule, decision 0101), in the edition of the Host. Anyone may call it: the answer holds
 * catalog data only (no personal data, no cookie), so shared caches keep it five minutes (Vary:
 * Host from the API).
 */
export const suggestionsApi = new Hono<AppEnv>().get("/", async (c) => {
  const { q } = parseWith(suggestionQuery, { q: c.req.query("q") });
  const deps = c.get("deps");
  const db = deps.database.db;
  const edition = c.get("edition");
  const now = nowFrom(deps);
  const [{ hits }, running] = await Promise.all([
    searchDevicesText(db, edition, q, SUGGESTION_COUNT),
    cachedRunningCampaigns(db, edition, now),
  ]);
  const f = { t: translator(editions[edition].messagesLocale), money: (cents: number) => formatMoney(cents, edition) };
  c.header("Cache-Control", "public, max-age=300");
  return c.json({
    hits: withUpTo(edition, hits, running, now).map((d) =>
      toSuggestion(d, { priceCents: d.upTo.priceCents, totalCents: d.upTo.totalCents, text: priceText(d.upTo, "upTo", f) }),
    ),
  });
});
