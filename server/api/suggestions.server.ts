import { Hono } from "hono";
import { searchDevicesText, SUGGESTION_COUNT, suggestionQuery, toSuggestion } from "../../core/search/index.server.ts";
import type { AppEnv } from "../config/env.server.ts";
import { parseWith } from "../http/problem.server.ts";

/**
 * The search box's suggestions (decision 0104): `GET ?q=` answers the best devices for the text,
 * each with its picture URL and "up to" price, in the edition of the Host. Anyone may call it: the
 * answer holds catalog data only (no personal data, no cookie), so shared caches keep it five
 * minutes (prices change with the daily price list; Vary: Host from the API).
 */
export const suggestionsApi = new Hono<AppEnv>().get("/", async (c) => {
  const { q } = parseWith(suggestionQuery, { q: c.req.query("q") });
  const { hits } = await searchDevicesText(c.get("deps").database.db, c.get("edition"), q, SUGGESTION_COUNT);
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ hits: hits.map(toSuggestion) });
});
