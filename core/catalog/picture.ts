/**
 * Per-model illustrations made from the catalog's data (decision 0030): the category picks the
 * form (phone, tablet, laptop, camera, lens, console, monitor), the model's name, manufacturer and
 * release year pick its features (camera layout, notch or island, screen size, keyboard, lens
 * length and diameter…) and a finish colour. Deterministic: the same model always gives the same
 * SVG, so its URL carries a fingerprint of the inputs and is cached for a year. Storage variants
 * of one model share one picture (they look the same). Pure: no database, no DOM.
 */
import { modelVariant } from "./variant.ts";

export const PICTURE_WIDTH = 240;
export const PICTURE_HEIGHT = 180;
/** Bump when the drawings change: every picture URL changes with it. */
export const PICTURE_VERSION = 3;

export interface PictureSubject {
  categoryId: string;
  manufacturerId: string;
  manufacturer: string;
  model: string;
  releaseYear: number;
}

/** FNV-1a, 32 bit: a stable small hash for fingerprints and choices. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function pictureKey(s: PictureSubject): string {
  return [PICTURE_VERSION, s.categoryId, s.manufacturerId, s.manufacturer, modelVariant(s.model).family, s.releaseYear].join("|");
}

/** The fingerprint of a picture's inputs: changes whenever the drawing would. */
export function pictureHash(s: PictureSubject): string {
  return fnv1a(pictureKey(s)).toString(36);
}

/** Where a device's drawing is served: fingerprinted, so it can be cached for a year. */
export function devicePictureUrl(slug: string, s: PictureSubject): string {
  return `/images/devices/${slug}.${pictureHash(s)}.svg`;
}

/** `slug.hash.svg` → its parts, or null. */
export function parsePictureFile(file: string): { slug: string; hash: string } | null {
  const m = /^([a-z0-9][a-z0-9-]{0,200})\.([0-9a-z]{1,8})\.svg$/.exec(file);
  return m ? { slug: m[1]!, hash: m[2]! } : null;
}

// ── drawing helpers ─────────────────────────────────────────────────────────

type Rng = () => number;
function rngFrom(seed: number): Rng {
  let a = seed || 1;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length) % list.length]!;
const n = (v: number) => (Math.round(v * 10) / 10).toString();
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const v = Number.parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const a = Math.abs(amount);
  const ch = (shift: number) => Math.round(((v >> shift) & 255) * (1 - a) + target * a);
  return `#${((ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).padStart(6, "0")}`;
}
function lightness(hex: string): number {
  const v = Number.parseInt(hex.slice(1), 16);
  return (0.299 * ((v >> 16) & 255) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255)) / 255;
}
/** A darker edge for light finishes, a lighter one for dark finishes. */
const edge = (hex: string) => (lightness(hex) > 0.5 ? shade(hex, -0.28) : shade(hex, 0.22));

const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;

function lens(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, "#15181c") +
    circle(cx, cy, r * 0.68, "#2c3a4a") +
    circle(cx, cy, r * 0.34, "#0d1117") +
    circle(cx - r * 0.3, cy - r * 0.3, r * 0.18, "#fff", ' opacity=".7"')
  );
}

interface Palette {
  finishes: readonly string[];
}
const PHONE_FINISHES: Record<string, readonly string[]> = {
  // neutrals count twice: most phones sold are black, white or silver
  apple: [
    "#2e3136",
    "#2e3136",
    "#e8e2d6",
    "#e8e2d6",
    "#1f2a3a",
    "#1f2a3a",
    "#c9ced3",
    "#c9ced3",
    "#b9c9d6",
    "#4f5f4b",
    "#b8a9c9",
    "#f0cfcd",
    "#d9c39c",
    "#b3282d",
    "#9a9388",
    "#3d4d63",
  ],
  samsung: ["#232629", "#ede6d8", "#b7a9cf", "#bfd8c9", "#a9c4dc", "#6b6e73", "#d8c6b0", "#41506b"],
  google: ["#25282b", "#efebe4", "#a9c3d9", "#8e9a86", "#e6b9b0", "#c7dccd", "#d8cfe8"],
  default: ["#24272b", "#e9e6df", "#2f4b6e", "#5b6f57", "#9fb6cf", "#c08e5d", "#7b5aa6", "#c23b3b", "#d9d4ca", "#3b3f45"],
};
const LAPTOP_FINISHES: Record<string, readonly string[]> = {
  apple: ["#c8ccd2", "#7c7f86", "#2d3540", "#e2dbcd", "#b9cde0"],
  lenovo: ["#26282b", "#3a3d42"],
  default: ["#c6cad0", "#2a2d31", "#8c929b", "#3b4350", "#d9d3c7", "#1f3b57"],
};
const TABLET_FINISHES: Palette["finishes"] = ["#c8ccd2", "#6e7178", "#2c3440", "#e1dacb", "#b6cbe0", "#c9b8d9", "#f0d1cf", "#b9d2be"];
const BG_HUES = [150, 160, 175, 195, 210, 225, 35, 20, 265, 330] as const;

function screenGradient(id: string, rng: Rng): string {
  // blues, teals, violets and warm reds: no olive
  const h1 = (170 + Math.floor(rng() * 200)) % 360;
  const h2 = (h1 + 30 + Math.floor(rng() * 60)) % 360;
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h1} 62% 50%)"/><stop offset="1" stop-color="hsl(${h2} 60% 24%)"/></linearGradient>`;
}

const inchesOf = (text: string, fallback: number) => {
  const m = /(\d{2}(?:[.,]\d)?|\d(?:[.,]\d)?)(?:-inch|"| ?inch|″| Zoll)/i.exec(text);
  return m ? Number(m[1]!.replace(",", ".")) : fallback;
};

// ── smartphones ─────────────────────────────────────────────────────────────

type PhoneCamera =
  | "single"
  | "vertical2"
  | "diagonal2"
  | "triangle3"
  | "plateau3"
  | "plateau1"
  | "visor2"
  | "visor3"
  | "floating3"
  | "floating5"
  | "island4"
  | "grid4"
  | "pill3";
type PhoneFront = "homeButton" | "notch" | "island" | "punchCenter" | "punchLeft" | "bezel";

export function phoneFeatures(s: PictureSubject, rng: Rng): { camera: PhoneCamera; front: PhoneFront; size: "mini" | "regular" | "large" } {
  const family = modelVariant(s.model).family;
  const size = /\bmini\b/i.test(family) ? "mini" : /max|plus|ultra|\+|\bxl\b|note/i.test(family) ? "large" : "regular";
  if (s.manufacturerId === "apple") {
    const num = Number(/iPhone (\d+)/.exec(family)?.[1] ?? 0);
    const pro = /Pro/.test(family);
    const front: PhoneFront = /SE|iPhone [678]\b/.test(family)
      ? "homeButton"
      : /Air/.test(family) || num >= 15 || (num === 14 && pro)
        ? /16e/.test(family)
          ? "notch"
          : "island"
        : "notch";
    let camera: PhoneCamera;
    if (/Air/.test(family)) camera = "plateau1";
    else if (num >= 17 && pro) camera = "plateau3";
    else if (/16e|SE|XR|iPhone [78]$/.test(family)) camera = "single";
    else if (pro || /XS Max|iPhone 8 Plus/.test(family)) camera = num >= 11 ? "triangle3" : "vertical2";
    else if (num === 11 || (num >= 13 && num <= 15)) camera = "diagonal2";
    else camera = "vertical2";
    return { camera, front, size };
  }
  const year = s.releaseYear;
  const front: PhoneFront =
    year < 2019 ? "bezel" : s.manufacturerId === "samsung" || s.manufacturerId === "google" || rng() < 0.6 ? "punchCenter" : "punchLeft";
  if (s.manufacturerId === "google") {
    const num = Number(/Pixel (\d+)/.exec(family)?.[1] ?? 0);
    if (num >= 6) return { camera: /pro|xl|fold/i.test(family) ? "visor3" : "visor2", front, size };
    return { camera: num >= 4 ? "diagonal2" : "single", front, size };
  }
  if (s.manufacturerId === "samsung") {
    if (/ultra/i.test(family)) return { camera: year >= 2023 ? "floating5" : "pill3", front, size };
    return { camera: year >= 2022 ? "floating3" : "pill3", front, size };
  }
  return { camera: pick(rng, ["island4", "grid4", "pill3", "floating3", "triangle3"] as const), front, size };
}

function phoneBack(x: number, y: number, w: number, h: number, r: number, body: string, camera: PhoneCamera): string {
  const out = [rect(x, y, w, h, r, body, ` stroke="${edge(body)}" stroke-width="1.5"`)];
  const mx = x + 7;
  const my = y + 7;
  const module = (mw: number, mh: number, rx: number) =>
    rect(mx, my, mw, mh, rx, shade(body, lightness(body) > 0.5 ? -0.1 : 0.12), ` stroke="${edge(body)}" stroke-width="1"`);
  switch (camera) {
    case "single":
      out.push(lens(mx + 7, my + 7, 6));
      break;
    case "vertical2":
      out.push(module(16, 32, 8), lens(mx + 8, my + 8, 5.5), lens(mx + 8, my + 24, 5.5));
      break;
    case "diagonal2":
      out.push(module(30, 30, 8), lens(mx + 9, my + 9, 6), lens(mx + 21, my + 21, 6), circle(mx + 22, my + 8, 2, "#f4e3b5"));
      break;
    case "triangle3":
      out.push(
        module(34, 34, 9),
        lens(mx + 10, my + 10, 6.5),
        lens(mx + 10, my + 24, 6.5),
        lens(mx + 24, my + 17, 6.5),
        circle(mx + 25, my + 6, 2, "#f4e3b5"),
      );
      break;
    case "plateau3":
      out.push(
        rect(x + 3, y + 4, w - 6, 36, 10, shade(body, -0.12)),
        lens(x + 13, y + 13, 6.5),
        lens(x + 13, y + 29, 6.5),
        lens(x + 27, y + 21, 6.5),
        circle(x + w - 12, y + 14, 2.2, "#f4e3b5"),
      );
      break;
    case "plateau1":
      out.push(rect(x + 3, y + 5, w - 6, 22, 11, shade(body, -0.12)), lens(x + 15, y + 16, 6.5), circle(x + 29, y + 16, 2, "#f4e3b5"));
      break;
    case "visor2":
    case "visor3": {
      out.push(rect(x - 1, y + 20, w + 2, 16, 8, "#1b1d20"));
      const count = camera === "visor3" ? 3 : 2;
      for (let i = 0; i < count; i++) out.push(lens(x + 13 + i * 13, y + 28, 5));
      break;
    }
    case "floating3":
      for (let i = 0; i < 3; i++) out.push(circle(mx + 7, my + 7 + i * 15, 7, edge(body)), lens(mx + 7, my + 7 + i * 15, 6));
      break;
    case "floating5":
      for (let i = 0; i < 3; i++) out.push(circle(mx + 7, my + 7 + i * 15, 7.5, edge(body)), lens(mx + 7, my + 7 + i * 15, 6.5));
      out.push(lens(mx + 22, my + 9, 4.5), lens(mx + 22, my + 22, 4.5));
      break;
    case "island4":
      out.push(circle(x + w / 2, y + 28, 20, shade(body, -0.18), ` stroke="${edge(body)}" stroke-width="1.5"`));
      for (const [dx, dy] of [
        [-8, -8],
        [8, -8],
        [-8, 8],
        [8, 8],
      ] as const)
        out.push(lens(x + w / 2 + dx, y + 28 + dy, 5.5));
      break;
    case "grid4":
      out.push(module(34, 34, 8));
      for (const [dx, dy] of [
        [10, 10],
        [24, 10],
        [10, 24],
        [24, 24],
      ] as const)
        out.push(lens(mx + dx, my + dy, 5.5));
      break;
    case "pill3":
      out.push(module(18, 48, 9));
      for (let i = 0; i < 3; i++) out.push(lens(mx + 9, my + 9 + i * 15, 5.5));
      break;
  }
  return out.join("");
}

function phoneFront(x: number, y: number, w: number, h: number, r: number, body: string, front: PhoneFront): string {
  const frame = lightness(body) > 0.5 ? shade(body, -0.15) : shade(body, 0.1);
  const out = [rect(x, y, w, h, r, frame, ` stroke="${edge(frame)}" stroke-width="1"`)];
  const inset = front === "homeButton" || front === "bezel" ? 3.5 : 2.5;
  let top = y + inset;
  let bottom = y + h - inset;
  if (front === "homeButton") {
    top = y + 16;
    bottom = y + h - 16;
    out.push(
      rect(x + w / 2 - 8, y + 7, 16, 2.5, 1.2, "#1b1d20"),
      circle(x + w / 2, y + h - 8, 5, "none", ` stroke="${edge(frame)}" stroke-width="1.4"`),
    );
  } else if (front === "bezel") {
    top = y + 11;
    bottom = y + h - 7;
    out.push(rect(x + w / 2 - 9, y + 4.5, 18, 2.2, 1.1, "#1b1d20"));
  }
  out.push(
    rect(
      x + inset,
      top,
      w - inset * 2,
      bottom - top,
      front === "homeButton" || front === "bezel" ? 2 : r - 2.5,
      "url(#screen)",
      ' stroke="#0d0f12" stroke-width="2"',
    ),
  );
  // wallpaper
  out.push(
    circle(x + w * 0.3, top + (bottom - top) * 0.62, w * 0.34, "#fff", ' opacity=".12"'),
    circle(x + w * 0.78, top + (bottom - top) * 0.3, w * 0.22, "#fff", ' opacity=".1"'),
  );
  out.push(rect(x + w / 2 - w * 0.2, top + 16, w * 0.4, 5, 2.5, "#fff", ' opacity=".75"'));
  if (front === "notch")
    out.push(
      `<path d="M${n(x + w * 0.3)} ${n(top - 0.5)}h${n(w * 0.4)}v4.5a4 4 0 0 1-4 4h${n(-(w * 0.4 - 8))}a4 4 0 0 1-4-4z" fill="#0d0f12"/>`,
    );
  if (front === "island") out.push(rect(x + w / 2 - w * 0.17, top + 4, w * 0.34, 7, 3.5, "#0d0f12"));
  if (front === "punchCenter") out.push(circle(x + w / 2, top + 7, 3, "#0d0f12"));
  if (front === "punchLeft") out.push(circle(x + 11, top + 7, 3, "#0d0f12"));
  return out.join("");
}

function drawPhone(s: PictureSubject, rng: Rng): string {
  const { camera, front, size } = phoneFeatures(s, rng);
  const finishes = PHONE_FINISHES[s.manufacturerId] ?? PHONE_FINISHES.default!;
  const picked = pick(rng, finishes);
  // the one orange phone of the catalog is the one that came in orange
  const body = s.manufacturerId === "apple" && /iPhone 17 Pro/.test(s.model) ? "#e3773a" : picked;
  const [w, h] = size === "mini" ? [54, 112] : size === "large" ? [68, 140] : [62, 128];
  const r = s.releaseYear >= 2015 ? w * 0.17 : w * 0.12;
  const y = 88 - h / 2;
  return (
    `<defs>${screenGradient("screen", rng)}</defs>` +
    phoneBack(120 - w - 5, y - 2, w, h, r, body, camera) +
    phoneFront(125, y + 4, w, h, r, body, front)
  );
}

// ── tablets ─────────────────────────────────────────────────────────────────

function drawTablet(s: PictureSubject, rng: Rng): string {
  const family = modelVariant(s.model).family;
  const inches = inchesOf(family, /mini/i.test(family) ? 8.3 : /Pro|Ultra|Plus|\+/.test(family) ? 12.4 : 10.9);
  const w = clamp(118 + (inches - 8) * 11, 112, 188);
  const h = w * 0.69;
  const x = 120 - w / 2;
  const y = 86 - h / 2;
  const body = pick(rng, TABLET_FINISHES);
  const oldStyle = s.manufacturerId === "apple" && s.releaseYear < 2018 && !/Pro/.test(family);
  const bezel = oldStyle ? 14 : 6;
  const out = [
    `<defs>${screenGradient("screen", rng)}</defs>`,
    rect(x, y, w, h, oldStyle ? 10 : 12, body, ` stroke="${edge(body)}" stroke-width="1.5"`),
  ];
  out.push(
    rect(
      x + bezel,
      y + (oldStyle ? 7 : bezel),
      w - bezel * 2,
      h - (oldStyle ? 14 : bezel * 2),
      oldStyle ? 2 : 7,
      "url(#screen)",
      ' stroke="#0d0f12" stroke-width="3"',
    ),
  );
  out.push(
    circle(x + w * 0.35, y + h * 0.6, h * 0.3, "#fff", ' opacity=".12"'),
    rect(x + w / 2 - 18, y + h * 0.28, 36, 6, 3, "#fff", ' opacity=".75"'),
  );
  if (oldStyle) out.push(circle(x + w - 7, y + h / 2, 4, "none", ` stroke="${edge(body)}" stroke-width="1.3"`));
  else if (s.releaseYear >= 2022) out.push(circle(x + w / 2, y + 3, 1.6, "#0d0f12"));
  else out.push(circle(x + 3, y + h / 2, 1.6, "#0d0f12"));
  if (/Pro|Air|S\d+|Surface/.test(family)) {
    // a pen along the bottom edge
    const py = y + h + 9;
    out.push(
      rect(x + w * 0.18, py, w * 0.6, 5, 2.5, "#f4f4f2", ' stroke="#b9bec4" stroke-width=".8"'),
      `<path d="M${n(x + w * 0.78)} ${n(py)}l9 2.5-9 2.5z" fill="#9aa1a8"/>`,
    );
  }
  return out.join("");
}

// ── laptops ─────────────────────────────────────────────────────────────────

function drawLaptop(s: PictureSubject, rng: Rng): string {
  const family = modelVariant(s.model).family;
  const m = /\b(1[1-8](?:\.\d)?)\b/.exec(family);
  const inches = m ? Number(m[1]) : inchesOf(family, 14);
  const w = clamp(108 + (inches - 13) * 11, 100, 150);
  const h = w * 0.63;
  const cx = 120;
  const top = 18;
  const finishes = LAPTOP_FINISHES[s.manufacturerId] ?? LAPTOP_FINISHES.default!;
  const body = /thinkpad/i.test(family) ? "#26282b" : pick(rng, finishes);
  const notch =
    s.manufacturerId === "apple" && ((/Pro/.test(family) && s.releaseYear >= 2021) || (/Air/.test(family) && s.releaseYear >= 2022));
  const out = [`<defs>${screenGradient("screen", rng)}</defs>`];
  out.push(rect(cx - w / 2, top, w, h, 6, body, ` stroke="${edge(body)}" stroke-width="1.2"`));
  out.push(rect(cx - w / 2 + 4, top + 4, w - 8, h - 8, 3, "url(#screen)", ' stroke="#0d0f12" stroke-width="1.5"'));
  out.push(
    circle(cx - w * 0.15, top + h * 0.55, h * 0.28, "#fff", ' opacity=".12"'),
    rect(cx - w * 0.42 + 4, top + 9, w * 0.84 - 8, 4, 1, "#fff", ' opacity=".25"'),
  );
  if (notch) out.push(rect(cx - 9, top + 3, 18, 5, 2, "#0d0f12"));
  else out.push(circle(cx, top + 2.2, 1.2, "#0d0f12"));
  // the deck, seen from above in perspective, with its keyboard and trackpad
  const hinge = top + h;
  const deckH = 44;
  const spread = 20;
  const deck = shade(body, lightness(body) > 0.5 ? -0.05 : 0.06);
  out.push(
    `<path d="M${n(cx - w / 2)} ${n(hinge)}h${n(w)}l${spread} ${deckH}h${n(-(w + spread * 2))}z" fill="${deck}" stroke="${edge(body)}" stroke-width="1.2" stroke-linejoin="round"/>`,
  );
  out.push(rect(cx - w / 2 - spread - 1, hinge + deckH, w + spread * 2 + 2, 4, 2, shade(body, -0.2)));
  const key = lightness(body) > 0.5 ? "#2b2e33" : "#0f1113";
  const rows = 5;
  for (let r = 0; r < rows; r++) {
    const t0 = (2 + r * 5) / deckH;
    const rowY = hinge + 2 + r * 5;
    const rowW = (w + spread * 2 * t0) * 0.86;
    const keys = 13;
    const kw = rowW / keys;
    for (let k = 0; k < keys; k++) {
      if (r === rows - 1 && k > 3 && k < 9) continue;
      out.push(rect(cx - rowW / 2 + k * kw + 0.5, rowY, kw - 1, 3.8, 0.6, key));
    }
    if (r === rows - 1) out.push(rect(cx - rowW / 2 + 4 * kw + 0.5, rowY, kw * 5 - 1, 3.8, 0.6, key));
  }
  if (/thinkpad/i.test(family)) out.push(circle(cx, hinge + 14.5, 1.8, "#d0202a"));
  const padW = w * 0.36;
  out.push(
    rect(
      cx - padW / 2,
      hinge + 28,
      padW,
      13,
      2,
      shade(deck, lightness(deck) > 0.5 ? -0.08 : 0.08),
      ` stroke="${edge(deck)}" stroke-width=".8"`,
    ),
  );
  return out.join("");
}

// ── cameras ─────────────────────────────────────────────────────────────────

const CAMERA_ACCENT: Record<string, string> = {
  canon: "#c8102e",
  nikon: "#f2c200",
  sony: "#e0611e",
  panasonic: "#d0202a",
  "om-system": "#2f6fd6",
  fujifilm: "#9aa1a8",
  leica: "#d0202a",
};

function drawCamera(s: PictureSubject, rng: Rng): string {
  const family = modelVariant(s.model).family;
  const rangefinder = /^M\d|^M |Q\d|X100|X-Pro|X-E|X-M|\bCL\b/.test(family) || (s.manufacturerId === "leica" && !/SL|Q/.test(family));
  const compact = /RX100|ZV-1|G7 ?X|G5 ?X|PowerShot|\bGR\b|Coolpix|LX100|TZ|ZS\d/i.test(family);
  const dslr = /^EOS \d|^EOS-?1D|^D\d|^K-?\d|EOS Rebel/.test(family);
  const retro = /\bZf|X-T\d|X-S|DF\b|OM-\d|E-M\d|PEN/.test(family);
  const pro = /\bR1\b|\bR3\b|\bZ ?9\b|\bZ ?8\b|\bA1\b|α1|Alpha [19]\b|\bD[56]\b|1D|OM-1|E-M1X|S1R|GH\d/.test(family);
  const medium = /GFX|X1D|907X|Hasselblad/.test(family);
  const silver = rangefinder || retro ? rng() < 0.6 : rng() < 0.1;
  const body = "#23262a";
  const top = silver ? "#c9ccd0" : body;
  const w = compact ? 118 + rng() * 10 : medium ? 168 : 140 + rng() * 22;
  const h = compact ? 68 : pro ? 104 : medium ? 94 : 76 + rng() * 12;
  const x = 120 - w / 2;
  const y = (pro ? 100 : 98) - h / 2;
  const out: string[] = [];
  const humpX = x + w * (0.36 + rng() * 0.1);
  if (!rangefinder && !compact) {
    // viewfinder hump: a tall prism on a DSLR, a lower one on a mirrorless body, a square one on retro bodies
    const hw = dslr ? 46 : retro ? 34 : 36 + rng() * 8;
    const hh = dslr ? 24 : retro ? 20 : 13 + rng() * 6;
    const slope = retro ? 2 : dslr ? 9 : 6 + rng() * 5;
    out.push(
      `<path d="M${n(humpX - hw / 2)} ${n(y + 2)}l${n(slope)} ${n(-hh)}h${n(hw - slope * 2)}l${n(slope)} ${n(hh)}z" fill="${top}" stroke="${edge(top)}" stroke-width="1" stroke-linejoin="round"/>`,
    );
  }
  out.push(rect(x, y, w, h, compact ? 10 : 8, body, ` stroke="${edge(body)}" stroke-width="1.2"`));
  if (silver) out.push(rect(x, y, w, h * 0.34, 8, top), rect(x, y + h * 0.3, w, 3, 0, shade(top, -0.25)));
  // leatherette band
  out.push(rect(x + 4, y + h * (silver ? 0.4 : 0.34), w - 8, h * 0.52, 4, shade(body, 0.06)));
  const gripW = compact ? 0 : 24 + rng() * 14;
  if (gripW) out.push(rect(x + w - gripW - 4, y - 2, gripW, h + 4, 10, shade(body, -0.25)));
  if (pro) out.push(rect(x + 4, y + h - 30, w - 8, 3, 1, shade(body, 0.15)), rect(x + w - 22, y + h - 24, 10, 5, 2.5, "#8c9096"));
  const accent = CAMERA_ACCENT[s.manufacturerId];
  if (accent && gripW) out.push(rect(x + w - gripW + 2, y + 10, 3, h * 0.4, 1.5, accent));
  // dials (retro bodies wear more of them) and the shutter
  const dials = retro ? 3 : 1 + Math.floor(rng() * 3);
  for (let i = 0; i < dials; i++)
    out.push(
      rect(
        x + 10 + i * 17,
        y - (retro ? 8 : 6),
        13,
        retro ? 8 : 6,
        2,
        silver ? "#aeb2b7" : "#3a3f45",
        ` stroke="${edge("#3a3f45")}" stroke-width=".8"`,
      ),
    );
  out.push(rect(x + w - (gripW ? gripW / 2 + 10 : 28), y - 5, 14, 5, 2.5, "#8c9096"));
  if (rangefinder)
    out.push(
      rect(x + 12, y + 8, 20, 12, 2, "#55606c", ' stroke="#15181c" stroke-width="1"'),
      rect(x + w - 54, y + 8, 12, 10, 2, "#55606c"),
    );
  if (s.manufacturerId === "leica") out.push(circle(x + w - 20, y + 14, 4.5, "#d0202a"));
  // the mount with a lens, seen from the front
  const lx = rangefinder || compact ? x + w * 0.45 : humpX;
  const ly = y + h * 0.56;
  const lr = compact ? 22 + rng() * 4 : medium ? 36 : 26 + rng() * 8;
  out.push(
    circle(lx, ly, lr + 3, "#b8bcc1"),
    circle(lx, ly, lr, "#1a1c1f"),
    circle(lx, ly, lr * 0.82, "#2d3035", ' stroke="#4b5057" stroke-width="2" stroke-dasharray="2 2"'),
  );
  out.push(
    circle(lx, ly, lr * 0.55, "#223246"),
    circle(lx, ly, lr * 0.32, "#0b0f14"),
    circle(lx - lr * 0.2, ly - lr * 0.22, lr * 0.12, "#fff", ' opacity=".65"'),
  );
  return out.join("");
}

// ── lenses ──────────────────────────────────────────────────────────────────

export function lensFeatures(model: string): { focalMax: number; zoom: boolean; aperture: number } {
  const focal = /(\d+(?:\.\d+)?)(?:\s?-\s?(\d+(?:\.\d+)?))?\s?mm/i.exec(model);
  const focalMin = focal ? Number(focal[1]) : 50;
  const focalMax = focal?.[2] ? Number(focal[2]) : focalMin;
  const ap = /\bF\/?\s?(\d+(?:\.\d+)?)/i.exec(model) ?? /1:(\d+(?:\.\d+)?)/.exec(model);
  return { focalMax, zoom: focalMax > focalMin, aperture: ap ? Number(ap[1]) : 4 };
}

function drawLens(s: PictureSubject, rng: Rng): string {
  const family = modelVariant(s.model).family;
  const { focalMax, zoom, aperture } = lensFeatures(family);
  const length = clamp(64 + Math.log2(Math.max(focalMax, 10) / 20) * 34, 58, 196);
  const diameter = clamp(90 - aperture * 6 + (focalMax >= 300 ? 14 : 0), 44, 88);
  const white = s.manufacturerId === "canon" && focalMax >= 200 && /L/.test(family);
  const body = white ? "#e9e7e1" : "#24272b";
  const x0 = 120 - length / 2;
  const cy = 92;
  const mountH = diameter * 0.72;
  const out: string[] = [];
  out.push(
    `<defs><linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7aa7d8"/><stop offset=".5" stop-color="#2b3d63"/><stop offset="1" stop-color="#7b5ea7"/></linearGradient></defs>`,
  );
  out.push(rect(x0, cy - mountH / 2, 10, mountH, 2, "#b5b9be", ' stroke="#8a8f95" stroke-width="1"'));
  // barrel widening towards the front
  out.push(
    `<path d="M${n(x0 + 9)} ${n(cy - mountH / 2 - 2)}L${n(x0 + length * 0.3)} ${n(cy - diameter / 2)}H${n(x0 + length)}V${n(cy + diameter / 2)}H${n(x0 + length * 0.3)}L${n(x0 + 9)} ${n(cy + mountH / 2 + 2)}z" fill="${body}" stroke="${edge(body)}" stroke-width="1.2" stroke-linejoin="round"/>`,
  );
  const ring = (from: number, to: number) => {
    const rx = x0 + length * from;
    const rw = length * (to - from);
    const lines: string[] = [rect(rx, cy - diameter / 2 - 1, rw, diameter + 2, 2, "#15171a")];
    for (let lx = rx + 2; lx < rx + rw - 1; lx += 3)
      lines.push(`<path d="M${n(lx)} ${n(cy - diameter / 2)}v${n(diameter)}" stroke="#34383e" stroke-width="1"/>`);
    return lines.join("");
  };
  if (zoom) out.push(ring(0.38, 0.62), ring(0.72, 0.84));
  else out.push(ring(0.55, 0.8));
  const accent =
    s.manufacturerId === "canon" && /L/.test(family)
      ? "#c8102e"
      : s.manufacturerId === "sony" && /GM/.test(family)
        ? "#e0611e"
        : s.manufacturerId === "nikon" && /\bS\b/.test(family)
          ? "#c9a227"
          : s.manufacturerId === "sigma"
            ? "#c0c4c8"
            : s.manufacturerId === "tamron"
              ? "#b79a52"
              : "#8e9399";
  out.push(rect(x0 + length * 0.9, cy - diameter / 2, 3, diameter, 0, accent));
  // switches, one per feature named
  const switches = (/IS|VR|OSS|OS\b|VC/.test(family) ? 2 : 1) + (rng() < 0.3 ? 1 : 0);
  for (let i = 0; i < switches; i++) out.push(rect(x0 + length * 0.2 + i * 8, cy - diameter / 2 + 4, 5, 8, 1, "#55595f"));
  out.push(
    `<ellipse cx="${n(x0 + length)}" cy="${cy}" rx="${n(Math.max(5, diameter * 0.1))}" ry="${n(diameter / 2 - 1)}" fill="url(#glass)" stroke="${edge(body)}" stroke-width="1.2"/>`,
  );
  return out.join("");
}

// ── consoles ────────────────────────────────────────────────────────────────

function drawConsole(s: PictureSubject, rng: Rng): string {
  const family = modelVariant(s.model).family;
  const out: string[] = [`<defs>${screenGradient("screen", rng)}</defs>`];
  if (/Switch|Portal|Deck|Ally|Legion Go|2DS|3DS|Claw|handheld/i.test(family)) {
    const lite = /Lite|2DS|3DS/.test(family);
    const w = /Deck|Ally|Legion/.test(family) ? 190 : /Switch 2/.test(family) ? 184 : lite ? 150 : 172;
    const h = /Deck|Ally|Legion/.test(family) ? 78 : 72;
    const x = 120 - w / 2;
    const y = 90 - h / 2;
    const split = /Switch(?! Lite)/.test(family) && !lite;
    const base = /Deck|Legion/.test(family)
      ? "#2a2d33"
      : /Ally/.test(family)
        ? /Xbox|X\b/.test(family)
          ? "#26282c"
          : "#eceef0"
        : /Portal/.test(family)
          ? "#eef0f2"
          : "#34373c";
    const left = split ? (/OLED/.test(family) ? "#eef0f2" : /Switch 2/.test(family) ? "#2e3136" : "#1fa6d9") : base;
    const right = split ? (/OLED/.test(family) ? "#eef0f2" : /Switch 2/.test(family) ? "#2e3136" : "#e8453c") : base;
    const grip = w * 0.2;
    out.push(rect(x, y, grip + 12, h, h * 0.42, left, ` stroke="${edge(left)}" stroke-width="1.2"`));
    out.push(rect(x + w - grip - 12, y, grip + 12, h, h * 0.42, right, ` stroke="${edge(right)}" stroke-width="1.2"`));
    out.push(rect(x + grip, y, w - grip * 2, h, 4, "#1d1f23"));
    out.push(rect(x + grip + 5, y + 6, w - grip * 2 - 10, h - 12, 3, "url(#screen)"));
    out.push(rect(x + w / 2 - 16, y + h * 0.4, 32, 5, 2.5, "#fff", ' opacity=".7"'));
    const stick = (cx: number, cy: number) => circle(cx, cy, 6, "#1a1c1f") + circle(cx, cy, 3.5, "#3c4047");
    out.push(stick(x + grip * 0.55, y + h * 0.3), stick(x + w - grip * 0.55, y + h * 0.66));
    for (const [dx, dy] of [
      [0, -6],
      [6, 0],
      [0, 6],
      [-6, 0],
    ] as const) {
      out.push(circle(x + w - grip * 0.55 + dx, y + h * 0.3 + dy, 2.6, "#1a1c1f"));
      out.push(circle(x + grip * 0.55 + dx, y + h * 0.68 + dy, 2.6, "#1a1c1f"));
    }
    if (/Deck/.test(family)) out.push(rect(x + 10, y + h - 22, 16, 14, 3, "#3a3e45"), rect(x + w - 26, y + h - 22, 16, 14, 3, "#3a3e45"));
    return out.join("");
  }
  if (/PlayStation 5|PS5/.test(family)) {
    const w = /Slim/.test(family) ? 54 : 62;
    const h = /Slim/.test(family) ? 132 : 144;
    const x = 120 - w / 2;
    const y = 92 - h / 2;
    const shell = /Pro/.test(family) ? "#f1f2f4" : "#f5f6f7";
    out.push(
      `<path d="M${n(x)} ${n(y + 8)}q${n(w / 2)} -14 ${w} 0v${n(h - 8)}h${-w}z" fill="${shell}" stroke="#c5cad0" stroke-width="1.2"/>`,
    );
    out.push(rect(x + w * 0.36, y + 4, w * 0.28, h - 4, 3, "#1c1e22"));
    if (/Pro/.test(family)) for (let i = 0; i < 3; i++) out.push(rect(x + 3, y + h * 0.45 + i * 6, w - 6, 2, 1, "#1c1e22"));
    if (!/Digital/.test(family)) out.push(rect(x + 3, y + h * 0.7, w * 0.3, 2.5, 1, "#9aa1a8"));
    out.push(rect(x - 6, y + h - 2, w + 12, 6, 3, "#1c1e22"));
    return out.join("");
  }
  if (/Series S/.test(family)) {
    out.push(rect(60, 50, 120, 92, 6, "#eceef0", ' stroke="#c5cad0" stroke-width="1.2"'), circle(140, 88, 26, "#1c1e22"));
    for (let i = 0; i < 6; i++) out.push(circle(140, 88, 4 + i * 4, "none", ' stroke="#34373c" stroke-width="1.2"'));
    out.push(rect(72, 64, 18, 4, 2, "#9aa1a8"));
    return out.join("");
  }
  if (/Series X/.test(family)) {
    out.push(
      rect(88, 28, 64, 124, 4, "#1f2124", ' stroke="#3b3f45" stroke-width="1.2"'),
      `<ellipse cx="120" cy="30" rx="27" ry="5" fill="#2f8f3c" opacity=".8"/>`,
    );
    for (let i = 0; i < 5; i++)
      out.push(`<ellipse cx="120" cy="30" rx="${4 + i * 5}" ry="${n((4 + i * 5) * 0.18)}" fill="none" stroke="#0c0d0f" stroke-width="1"/>`);
    out.push(rect(94, 120, 20, 3, 1.5, "#6c7178"));
    return out.join("");
  }
  if (/VR/.test(family)) {
    out.push(
      `<path d="M52 84q0-26 68-26t68 26v18q0 20-30 20-16 0-22-12h-32q-6 12-22 12-30 0-30-20z" fill="#f5f6f7" stroke="#c5cad0" stroke-width="1.2"/>`,
    );
    out.push(rect(70, 72, 100, 24, 12, "#1c1e22"), `<path d="M58 70q62-34 124 0" fill="none" stroke="#1c1e22" stroke-width="6"/>`);
    return out.join("");
  }
  // a flat console (PlayStation 4, Xbox One and others)
  const shell = /One S|One X/.test(family) ? (/One S/.test(family) ? "#eceef0" : "#1f2124") : "#1f2124";
  const h = /Pro/.test(family) ? 44 : /Slim|One S/.test(family) ? 30 : 36;
  out.push(
    `<path d="M44 ${n(92 - h / 2)}h152l-8 ${h}h-136z" fill="${shell}" stroke="${edge(shell)}" stroke-width="1.2" stroke-linejoin="round"/>`,
  );
  if (/PlayStation/.test(family))
    for (let i = 1; i < (/Pro/.test(family) ? 3 : 2); i++)
      out.push(rect(44, 92 - h / 2 + (h * i) / (/Pro/.test(family) ? 3 : 2), 152, 2, 0, "#0c0d0f"));
  out.push(rect(60, 92 + h / 2 - 8, 26, 2.5, 1, "#6c7178"));
  return out.join("");
}

// ── monitors ────────────────────────────────────────────────────────────────

function drawMonitor(s: PictureSubject, rng: Rng): string {
  const family = modelVariant(s.model).family;
  const code = /\b[A-Z]{0,3}(\d{2})[A-Z0-9]{2,}/.exec(family);
  const size = inchesOf(family, code && Number(code[1]) >= 19 && Number(code[1]) <= 57 ? Number(code[1]) : 27);
  const ultrawide = size >= 34 || /ultrawide|W[A-Z]*$|G9|49|ultra ?wide/i.test(family);
  const curved = /odyssey|curved|\bC\d|G[5-9]\b|ultragear.*C/i.test(family) || (ultrawide && rng() < 0.7);
  const w = clamp(ultrawide ? 176 + (size - 34) * 2 : 124 + (size - 24) * 6, 110, 200);
  const h = ultrawide ? w * 0.42 : w * 0.58;
  const x = 120 - w / 2;
  const y = 24;
  const frame = pick(rng, ["#1d1f23", "#1d1f23", "#e9ebee", "#b9bdc3"] as const);
  const out = [`<defs>${screenGradient("screen", rng)}</defs>`];
  const standX = 120;
  const bottom = y + h;
  out.push(rect(standX - 7, bottom - 10, 14, 150 - bottom, 2, shade(frame, lightness(frame) > 0.5 ? -0.15 : 0.15)));
  if (rng() < 0.5)
    out.push(`<path d="M${standX - 34} 156l10-8h48l10 8z" fill="${shade(frame, 0.1)}" stroke="${edge(frame)}" stroke-width="1"/>`);
  else out.push(`<ellipse cx="${standX}" cy="153" rx="34" ry="5" fill="${shade(frame, 0.1)}" stroke="${edge(frame)}" stroke-width="1"/>`);
  if (curved) {
    const bow = 7;
    out.push(
      `<path d="M${n(x)} ${n(y)}q${n(w / 2)} ${bow} ${n(w)} 0v${n(h)}q${n(-w / 2)} ${bow} ${n(-w)} 0z" fill="${frame}" stroke="${edge(frame)}" stroke-width="1.2"/>`,
    );
    out.push(
      `<path d="M${n(x + 4)} ${n(y + 4)}q${n(w / 2 - 4)} ${bow} ${n(w - 8)} 0v${n(h - 10)}q${n(-(w / 2 - 4))} ${bow} ${n(-(w - 8))} 0z" fill="url(#screen)"/>`,
    );
  } else {
    out.push(rect(x, y, w, h, 3, frame, ` stroke="${edge(frame)}" stroke-width="1.2"`));
    out.push(rect(x + 4, y + 4, w - 8, h - 10, 1.5, "url(#screen)"));
  }
  out.push(
    circle(x + w * 0.3, y + h * 0.6, h * 0.3, "#fff", ' opacity=".12"'),
    rect(x + 12, y + 12, w * 0.3, 4, 2, "#fff", ' opacity=".45"'),
  );
  return out.join("");
}

const DRAWERS: Record<string, (s: PictureSubject, rng: Rng) => string> = {
  smartphones: drawPhone,
  tablets: drawTablet,
  laptops: drawLaptop,
  cameras: drawCamera,
  lenses: drawLens,
  consoles: drawConsole,
  monitors: drawMonitor,
};
/** The categories with a drawing of their own; any other category gets the tablet form. */
export const DRAWN_CATEGORIES = /* @__PURE__ */ Object.keys(DRAWERS);

/**
 * The drawing of a device's model, 240×180 with a viewBox and a title (its name), for `<img>`.
 * `title` defaults to "{manufacturer} {model family}".
 */
export function devicePictureSvg(s: PictureSubject, title?: string): string {
  const rng = rngFrom(fnv1a(pictureKey(s)));
  const family = modelVariant(s.model).family;
  const name = title ?? (family.startsWith(s.manufacturer) ? family : `${s.manufacturer} ${family}`);
  const hue = pick(rng, BG_HUES);
  const draw = DRAWERS[s.categoryId] ?? drawTablet;
  const art = draw(s, rng);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}" role="img">` +
    `<title>${escapeXml(name)}</title>` +
    rect(6, 6, 228, 168, 20, `hsl(${hue} 38% 94%)`) +
    `<ellipse cx="120" cy="162" rx="78" ry="5" fill="hsl(${hue} 18% 80%)"/>` +
    art +
    `</svg>`
  );
}
