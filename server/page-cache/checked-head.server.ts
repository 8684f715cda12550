/**
 * A cached page's headers, checked once when the page is stored and written on every hit without
 * Node checking them again (decision 0066).
 *
 * `res.writeHead(status, list)` runs Node's header-name and header-value validators over every
 * header of every answer: on a cached hit with its 14 headers (the content security policy alone
 * is 280 characters) that was a sixth of what the process did. Node skips them for headers it
 * already holds in the response's own header table (set one by one with `setHeader`, which
 * validates at that moment). The table is Node's internal `kOutHeaders`: an object of
 * `lower-case name → [name, value]`. `writeCheckedHead` fills it with headers this module checked
 * with Node's own public validators (`validateHeaderName`, `validateHeaderValue`) when the entry
 * was built, then calls `writeHead(status)`. Where the table is not found as expected (another Node
 * version), it writes the list the ordinary way, validated.
 */
import { validateHeaderName, validateHeaderValue, type ServerResponse } from "node:http";

type Field = readonly [name: string, value: string | readonly string[]];
/** Headers by lower-case name, in Node's own header-table shape; every name and value valid. */
export type CheckedHead = Readonly<Record<string, Field>>;

/** Checks a flat [name, value, …] list with Node's validators (throws on the first bad one). */
export function checkHead(list: readonly string[]): CheckedHead {
  const out: Record<string, Field> = {};
  for (let i = 0; i < list.length; i += 2) {
    const name = list[i]!;
    const value = list[i + 1]!;
    validateHeaderName(name);
    validateHeaderValue(name, value);
    const key = name.toLowerCase();
    const seen = out[key];
    // a repeated header (set-cookie) becomes one field with several values, as setHeader keeps it
    out[key] = seen ? [seen[0], [...(typeof seen[1] === "string" ? [seen[1]] : seen[1]), value]] : [name, value];
  }
  return out;
}

/** The flat list of a checked head (the fallback, and for tests). */
export function flatHead(head: CheckedHead): string[] {
  const list: string[] = [];
  for (const key in head) {
    const [name, value] = head[key]!;
    if (typeof value === "string") list.push(name, value);
    else for (const v of value) list.push(name, v);
  }
  return list;
}

let table: symbol | null | undefined;

/** Node's header table symbol on a fresh response, or null when this Node has none. */
function headerTable(res: ServerResponse): symbol | null {
  if (table === undefined) table = Object.getOwnPropertySymbols(res).find((s) => s.description === "kOutHeaders") ?? null;
  return table;
}

/**
 * Writes the status line and `head` plus `extra` ([name, value, …], one or two per answer) on a
 * response nobody has set headers on yet. `extra` is validated here unless the caller made it of
 * values valid by construction (`extraChecked`: the page cache's request id and `connection: close`).
 */
export function writeCheckedHead(
  res: ServerResponse,
  status: number,
  head: CheckedHead,
  extra: readonly string[],
  extraChecked = false,
): void {
  const symbol = headerTable(res);
  const own = res as unknown as Record<symbol, unknown>;
  if (symbol === null || own[symbol] !== null) {
    res.writeHead(status, [...flatHead(head), ...extra]);
    return;
  }
  const fields: Record<string, Field> = { ...head };
  for (let i = 0; i < extra.length; i += 2) {
    const name = extra[i]!;
    const value = extra[i + 1]!;
    if (!extraChecked) {
      validateHeaderName(name);
      validateHeaderValue(name, value);
    }
    fields[name.toLowerCase()] = [name, value];
  }
  own[symbol] = fields;
  res.writeHead(status);
}
