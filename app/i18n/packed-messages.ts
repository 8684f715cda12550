/**
 * The page's strings travel in the root loader's data as one JSON string, not as an object
 * (decision 0062). React Router encodes every loader's data for the browser (turbo-stream) on
 * every document request, island pages included, which never read it: an object of several
 * hundred messages, with the parsed ICU messages' trees, was the largest part of that work on an
 * uncached device page. One string is one value to encode.
 * Both directions are remembered: the server packs each scoped subset (messagesForPage keeps them)
 * once, and the same string is unpacked once per process or browser tab.
 */
import type { CompiledMessages } from "../../core/shared/index.ts";

const packed = new WeakMap<CompiledMessages, string>();
const unpacked = new Map<string, CompiledMessages>();
/** Distinct subsets unpacked and kept (a handful of page scopes per locale). */
const MAX_UNPACKED = 64;

export function packMessages(messages: CompiledMessages): string {
  let json = packed.get(messages);
  if (json === undefined) {
    json = JSON.stringify(messages);
    packed.set(messages, json);
  }
  return json;
}

export function unpackMessages(json: string): CompiledMessages {
  let messages = unpacked.get(json);
  if (!messages) {
    try {
      messages = JSON.parse(json) as CompiledMessages;
    } catch {
      messages = {};
    }
    if (unpacked.size >= MAX_UNPACKED) unpacked.clear();
    unpacked.set(json, messages);
  }
  return messages;
}
