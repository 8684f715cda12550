/**
 * The header/search-page typeahead behaviour, framework-free: attached to the static search form
 * markup (search-form.tsx) by the hydrated pages (in an effect) and by the device-page island.
 * It owns the combobox's dynamic state (aria-expanded, aria-activedescendant, the options, the
 * status text); React renders that markup once and never touches it again.
 *
 * Markup contract (search-form.tsx): the root element carries data-category-index,
 * data-kind-category and data-status (the ICU message `search.status` as JSON, formatted with
 * `count`); inside it an input[role=combobox] whose aria-controls names the listbox, and a
 * [role=status] live region.
 *
 * Device suggestions (GET /api/trade/suggestions, decision 0104) show the device's picture, its
 * name and its "up to" figure as the server wrote it (the result cards' text); category
 * suggestions their name and the kind.
 */
import { pictureFromImage } from "../../../core/catalog/index.ts";
import type { Suggestion as DeviceSuggestion } from "../../../core/search/index.ts";
import { createHttpClient, formatMessage, messageFromData } from "../../../core/shared/index.ts";
import { comboboxKey, isExpanded, type ComboboxState } from "./combobox.ts";

export type SuggestionKind = "device" | "category";

export interface Suggestion {
  kind: SuggestionKind;
  id: string;
  label: string;
  url: string;
  /** Devices: the picture URL and the "up to" figure's text. */
  image?: string;
  price?: string;
}

export interface TypeaheadOptions {
  /** Follows a chosen suggestion; default: a full page load. */
  navigate?: (url: string, kind: SuggestionKind) => void;
  fetch?: typeof fetch;
  debounceMs?: number;
}

export const DEBOUNCE_MS = 150;
/** Fewer characters than this show no suggestions. */
export const MIN_QUERY_LENGTH = 2; // MIN_SUGGESTION_LENGTH of core/search (the API refuses less)
const MAX_CATEGORY_HITS = 3;

/** Category hits (first three matching the text) before the device hits. */
export function mergeSuggestions(text: string, devices: Suggestion[], categories: Suggestion[]): Suggestion[] {
  const needle = text.trim().toLowerCase();
  const catHits = categories.filter((c) => c.label.toLowerCase().includes(needle)).slice(0, MAX_CATEGORY_HITS);
  return [...catHits, ...devices];
}

/** Categories per search index, loaded once per page. */
const categoryCache = new Map<string, Promise<Suggestion[]>>();

/** A search call through the one HTTP client (core/shared/http-client.ts; a POST is not retried). */
function post<T>(fetchImpl: typeof fetch, body: unknown): Promise<T> {
  return createHttpClient({ fetch: fetchImpl }).post<T>("/api/trade/searches", body);
}

/** A GET, so the browser and shared caches keep the answer (catalog data only). */
async function searchDevices(fetchImpl: typeof fetch, text: string): Promise<Suggestion[]> {
  const result = await createHttpClient({ fetch: fetchImpl }).get<{ hits: DeviceSuggestion[] }>(
    `/api/trade/suggestions?${new URLSearchParams({ q: text })}`,
  );
  return result.hits.map((h) => ({ kind: "device", id: String(h.id), label: h.name, url: h.url, image: h.image, price: h.upTo?.text }));
}

/** The device's picture at 48 × 36 (as app/ui/picture.tsx renders one): AVIF/WebP sources for a photo, else the drawing. */
function pictureOf(image: string): HTMLElement {
  const view = pictureFromImage(image);
  const img = document.createElement("img");
  Object.assign(img, { src: view.src, alt: "", width: 48, height: 36, loading: "lazy", decoding: "async" });
  if (!view.sources.length) return img;
  const picture = document.createElement("picture");
  for (const s of view.sources) {
    const source = document.createElement("source");
    Object.assign(source, { type: s.type, srcset: s.srcset, sizes: "48px" });
    picture.append(source);
  }
  picture.append(img);
  return picture;
}

function loadCategories(fetchImpl: typeof fetch, application: string): Promise<Suggestion[]> {
  let cached = categoryCache.get(application);
  if (!cached) {
    cached = post<{ hits: { id: string; name: string; url: string }[] }>(fetchImpl, {
      search: { type: "categories" },
      application,
      resultSize: 20,
    }).then((r) => r.hits.map((h): Suggestion => ({ kind: "category", id: h.id, label: h.name, url: h.url })));
    cached.catch(() => categoryCache.delete(application));
    categoryCache.set(application, cached);
  }
  return cached;
}

/** Enhances one search form; returns a function that removes the behaviour. */
export function attachTypeahead(root: HTMLElement, opts: TypeaheadOptions = {}): () => void {
  const input = root.querySelector<HTMLInputElement>('input[role="combobox"]');
  const list = input ? document.getElementById(input.getAttribute("aria-controls") ?? "") : null;
  if (!input || !list) return () => {};
  const status = root.querySelector<HTMLElement>('[role="status"]');
  // the short line shown when a search found nothing (decision 0105)
  const empty = root.querySelector<HTMLElement>(".combobox__empty");
  const data = root.dataset;
  const fetchImpl = opts.fetch ?? window.fetch.bind(window);
  const navigate = opts.navigate ?? ((url: string) => window.location.assign(url));
  const debounceMs = opts.debounceMs ?? DEBOUNCE_MS;

  let items: Suggestion[] = [];
  let nothing = false;
  let state: ComboboxState = { open: false, active: -1, count: 0 };
  let seq = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let blurTimer: ReturnType<typeof setTimeout> | undefined;
  const optionId = (i: number) => `${list.id}-opt-${i}`;

  function render() {
    const expanded = isExpanded(state);
    input!.setAttribute("aria-expanded", String(expanded));
    if (expanded && state.active >= 0) input!.setAttribute("aria-activedescendant", optionId(state.active));
    else input!.removeAttribute("aria-activedescendant");
    list!.hidden = !expanded;
    if (empty) empty.hidden = !(state.open && nothing);
    const options = list!.children;
    for (let i = 0; i < options.length; i++) {
      const option = options[i] as HTMLElement;
      option.setAttribute("aria-selected", String(i === state.active));
      option.classList.toggle("is-active", i === state.active);
    }
    if (status) {
      const text = expanded
        ? formatMessage(root.ownerDocument.documentElement.lang || "en", messageFromData(data.status), { count: items.length })
        : state.open && nothing
          ? (empty?.textContent ?? "")
          : "";
      if (status.textContent !== text) status.textContent = text;
    }
  }

  function setItems(next: Suggestion[]) {
    items = next;
    const options = next.map((item, i) => {
      const li = document.createElement("li");
      li.id = optionId(i);
      li.setAttribute("role", "option");
      const name = document.createElement("span");
      name.className = "combobox__name";
      name.textContent = item.label;
      const extra = document.createElement("span");
      if (item.kind === "device") {
        li.className = "combobox__device";
        if (item.image) li.append(pictureOf(item.image));
        extra.className = "combobox__price";
        extra.textContent = item.price ?? "";
      } else {
        extra.className = "combobox__kind";
        extra.textContent = data.kindCategory ?? "";
      }
      li.append(name, " ", extra);
      li.addEventListener("mousedown", (e) => {
        e.preventDefault();
        choose(i);
      });
      return li;
    });
    list!.replaceChildren(...options);
    state = { ...state, count: next.length, active: -1 };
  }

  function choose(index: number) {
    const item = items[index];
    if (!item) return;
    state = { ...state, open: false };
    render();
    navigate(item.url, item.kind);
  }

  function onInput() {
    state = { ...state, open: true };
    clearTimeout(timer);
    const text = input!.value.trim();
    const mine = ++seq;
    nothing = false;
    if (text.length < MIN_QUERY_LENGTH) {
      setItems([]);
      render();
      return;
    }
    timer = setTimeout(async () => {
      try {
        const [devices, categories] = await Promise.all([
          searchDevices(fetchImpl, text),
          loadCategories(fetchImpl, data.categoryIndex ?? ""),
        ]);
        if (mine !== seq) return;
        setItems(mergeSuggestions(text, devices, categories));
        nothing = items.length === 0;
        state = { ...state, open: true };
      } catch (err) {
        // Spec §8: search errors are logged and shown as no results.
        console.warn("search failed", err);
        if (mine !== seq) return;
        setItems([]);
      }
      render();
    }, debounceMs);
  }

  function onKeyDown(e: KeyboardEvent) {
    const result = comboboxKey(state, e.key);
    if (result.preventDefault) e.preventDefault();
    state = result.state;
    if (result.choose !== undefined) choose(result.choose);
    else render();
  }

  function close() {
    state = { ...state, open: false, active: -1 };
    render();
  }

  function onBlur() {
    clearTimeout(blurTimer);
    blurTimer = setTimeout(close, 150);
  }

  const form = input.form;
  input.addEventListener("input", onInput);
  input.addEventListener("keydown", onKeyDown);
  input.addEventListener("blur", onBlur);
  form?.addEventListener("submit", close);
  return () => {
    clearTimeout(timer);
    clearTimeout(blurTimer);
    seq++;
    input.removeEventListener("input", onInput);
    input.removeEventListener("keydown", onKeyDown);
    input.removeEventListener("blur", onBlur);
    form?.removeEventListener("submit", close);
  };
}
