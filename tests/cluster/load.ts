/**
 * The two-instance test's mixed load (decision 0054): virtual visitors that browse (home, device
 * page, category, search), ask for an offer, sell it in a trade and log in, through nginx, each
 * request from the visitor's own client address. A trade is submitted with an Idempotency-Key and
 * sent again with the same key when the answer did not arrive or was a 502/503/504 (what a client
 * does); every trade number the shop answered is "acknowledged". Every request is recorded with
 * the instant it ended, so the test can tell what happened around a kill or a restart.
 */
import { randomBytes } from "node:crypto";
import { DEFAULT_RETRY_DELAY_MS, NETWORK_ERROR, shouldRetry } from "../../core/shared/index.ts";
import { hostRequest, type HostResponse } from "../../scripts/cluster-lib.ts";
import { clientAddress, PASSWORD, SHOP, tradeBody, type SellableDevice } from "./shop.ts";

export type StepKind = "browse" | "offer" | "trade" | "login";

export interface LoadRecord {
  kind: StepKind;
  method: string;
  path: string;
  status: number;
  /** ms since the load started, when the answer (or the failure) came */
  at: number;
  /** the first 200 characters of a failed answer */
  detail?: string;
  /** A GET cut off without an answer that the visitor sent again, as the shop's client does. */
  retried?: boolean;
}

export interface LoadResult {
  records: LoadRecord[];
  /** The trades the shop confirmed (201 or a replay's 200): number and idempotency key. */
  acknowledged: { tradeNumber: string; key: string }[];
  /** Trades given up on after the retries (their key), never acknowledged. */
  abandoned: string[];
}

export interface LoadOptions {
  port: number;
  /** How long the visitors go on at least. */
  durationMs: number;
  /** …and until this settles (a rolling restart that must happen under load from start to end). */
  until?: Promise<unknown>;
  users: number;
  device: SellableDevice;
  /** An activated customer who logs in now and then. */
  customerEmail: string;
}

const ok = (status: number) => status >= 200 && status < 400;
const RETRYABLE = (status: number) => status === 0 || status === 502 || status === 503 || status === 504;

export async function mixedLoad(opts: LoadOptions): Promise<LoadResult> {
  const start = Date.now();
  let settled = !opts.until;
  void opts.until?.finally(() => (settled = true));
  const going = () => Date.now() - start < opts.durationMs || !settled;
  const result: LoadResult = { records: [], acknowledged: [], abandoned: [] };
  const browsePaths = ["/", `/produkte/${opts.device.slug}`, "/verkaufen/smartphones", "/suche?q=iphone"];

  const record = (kind: StepKind, method: string, path: string, res: HostResponse) => {
    const r: LoadRecord = { kind, method, path, status: res.status, at: Date.now() - start };
    if (!ok(res.status)) r.detail = res.text.slice(0, 200);
    result.records.push(r);
  };

  async function visitor(v: number) {
    const address = clientAddress();
    let trades = 0;
    let step = v;
    while (going()) {
      const kind = (["browse", "browse", "offer", "browse", "login"] as const)[step++ % 5]!;
      if (kind === "browse") {
        const p = browsePaths[step % browsePaths.length]!;
        const get = () => hostRequest(opts.port, { host: SHOP, path: p, headers: { "x-forwarded-for": address } });
        let res = await get();
        // A response already streaming when its instance died cannot be passed on by nginx (it
        // has sent the headers); the shop's client sends such a GET once more (spec §7).
        if (res.status === 0 && shouldRetry("GET", NETWORK_ERROR, 1)) {
          result.records.push({
            kind: "browse",
            method: "GET",
            path: p,
            status: 0,
            at: Date.now() - start,
            detail: res.text.slice(0, 200),
            retried: true,
          });
          await new Promise((r) => setTimeout(r, DEFAULT_RETRY_DELAY_MS));
          res = await get();
        }
        record("browse", "GET", p, res);
      } else if (kind === "login") {
        // its own address each time: the per-address login limit (50 in 15 min) is not what is tested here
        const res = await hostRequest(opts.port, {
          host: SHOP,
          path: "/api/account/login",
          json: { username: opts.customerEmail, password: PASSWORD },
          headers: { "x-forwarded-for": clientAddress() },
        });
        record("login", "POST", "/api/account/login", res);
      } else {
        // each offer (and the trade made from it) from an address of its own: the per-address
        // offer limit (60 in ten minutes, decision 0068) and trade limit are not what is tested here
        const address = clientAddress();
        const offer = await hostRequest(opts.port, {
          host: SHOP,
          path: "/api/trade/offers",
          json: { deviceId: opts.device.id, answers: opts.device.answers },
          headers: { "x-forwarded-for": address },
        });
        record("offer", "POST", "/api/trade/offers", offer);
        // every other offer is sold
        if (offer.status !== 201 || step % 2 === 0 || trades >= 15) continue;
        trades++;
        const key = `load-${v}-${randomBytes(6).toString("hex")}`;
        const body = tradeBody(offer.json<{ offerId: string }>().offerId);
        let done = false;
        for (let attempt = 0; attempt < 6 && !done; attempt++) {
          const res = await hostRequest(opts.port, {
            host: SHOP,
            path: "/api/trade/trades",
            json: body,
            headers: { "x-forwarded-for": address, "idempotency-key": key },
          });
          record("trade", "POST", "/api/trade/trades", res);
          if (res.status === 201 || res.status === 200) {
            result.acknowledged.push({ tradeNumber: res.json<{ tradeNumber: string }>().tradeNumber, key });
            done = true;
          } else if (!RETRYABLE(res.status)) break;
          else await new Promise((r) => setTimeout(r, 300));
        }
        if (!done) result.abandoned.push(key);
      }
    }
  }

  await Promise.all(Array.from({ length: opts.users }, (_, v) => visitor(v)));
  return result;
}

/** The requests that failed in the end (no answer, or 4xx/5xx), for an assertion's message. */
export const failuresOf = (records: LoadRecord[]) => records.filter((r) => !ok(r.status) && !r.retried);
/** The GETs cut off and sent once more. */
export const retriesOf = (records: LoadRecord[]) => records.filter((r) => r.retried);
