/**
 * Small builders used by the catalog data files: translated text tuples, slugs, templated series
 * texts and device variants (storage sizes, configurations). Internal to the seed catalog.
 */
import type { CategoryKey, Lang, SeedDevice, SeedSeries, Texts } from "./types.ts";

/** Texts in the order en, de, es, fr, it (optionally an Austrian variant). */
export function t(en: string, de: string, es: string, fr: string, it: string, deAT?: string): Texts {
  const texts: Texts = { en, de, es, fr, it };
  if (deAT !== undefined) texts["de-AT"] = deAT;
  return texts;
}

/** ASCII, lowercase, hyphen-separated slug ("Galaxy S20+" → "galaxy-s20-plus"). */
export function slugify(input: string): string {
  return input
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\+/g, " plus ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** "iPhone 15 Pro" → "iphone15pro", the way people type model names into a search box. */
export function compact(input: string): string {
  return input
    .toLowerCase()
    .replace(/\+/g, "plus")
    .replace(/[^a-z0-9]/g, "");
}

const categoryNoun: Record<CategoryKey, Record<Lang, string>> = {
  smartphones: { en: "smartphone", de: "Smartphone", es: "móvil", fr: "smartphone", it: "smartphone" },
  tablets: { en: "tablet", de: "Tablet", es: "tablet", fr: "tablette", it: "tablet" },
  laptops: { en: "laptop", de: "Laptop", es: "portátil", fr: "ordinateur portable", it: "portatile" },
  cameras: { en: "camera", de: "Kamera", es: "cámara", fr: "appareil photo", it: "fotocamera" },
  lenses: { en: "lens", de: "Objektiv", es: "objetivo", fr: "objectif", it: "obiettivo" },
  consoles: { en: "console", de: "Konsole", es: "consola", fr: "console", it: "console" },
  monitors: { en: "monitor", de: "Monitor", es: "monitor", fr: "écran", it: "monitor" },
};

const itPossessive: Record<CategoryKey, string> = {
  smartphones: "il tuo",
  tablets: "il tuo",
  laptops: "il tuo",
  cameras: "la tua",
  lenses: "il tuo",
  consoles: "la tua",
  monitors: "il tuo",
};

/** Templated, translated content and meta texts for a series page. */
export function seriesTexts(fullName: string, category: CategoryKey): Pick<SeedSeries, "content" | "metaDescription" | "metaKeywords"> {
  const n = categoryNoun[category];
  const pick =
    category === "smartphones" || category === "tablets"
      ? t(
          "the exact model and storage size",
          "das genaue Modell und die Speichergröße",
          "el modelo y la capacidad exactos",
          "le modèle et la capacité exacts",
          "il modello e la memoria esatti",
        )
      : category === "laptops"
        ? t(
            "the exact model and configuration",
            "das genaue Modell und die Ausstattung",
            "el modelo y la configuración exactos",
            "le modèle et la configuration exacts",
            "il modello e la configurazione esatti",
          )
        : t("the exact model", "das genaue Modell", "el modelo exacto", "le modèle exact", "il modello esatto");
  const en = category === "lenses" ? `${fullName} lens` : fullName;
  const de = category === "lenses" ? `${fullName} Objektiv` : fullName;
  const es = `tu ${n.es} ${fullName}`;
  const fr = `votre ${n.fr} ${fullName}`;
  const it = `${itPossessive[category]} ${n.it} ${fullName}`;
  return {
    content: t(
      `Sell your ${en} to Sellback for a fixed price. Pick ${pick.en}, answer a few quick questions about its condition and see your offer straight away. Shipping is free, and we pay out promptly once your ${n.en} has been checked.`,
      `${de} gebraucht verkaufen: Bei Sellback erhalten Sie einen festen Preis. Wählen Sie ${pick.de}, beantworten Sie ein paar kurze Fragen zum Zustand und sehen Sie Ihr Angebot sofort. Der Versand ist kostenlos, und nach der Prüfung zahlen wir schnell aus.`,
      `Vende ${es} a Sellback a un precio fijo. Elige ${pick.es}, responde a unas preguntas rápidas sobre su estado y verás tu oferta al instante. El envío es gratuito y te pagamos rápidamente una vez finalizada la revisión.`,
      `Vendez ${fr} à Sellback à prix fixe. Choisissez ${pick.fr}, répondez à quelques questions rapides sur son état et découvrez votre offre immédiatement. L’envoi est gratuit et nous vous payons rapidement après vérification.`,
      `Vendi ${it} a Sellback a un prezzo fisso. Scegli ${pick.it}, rispondi a poche domande sullo stato e vedi subito la tua offerta. La spedizione è gratuita e ti paghiamo rapidamente dopo il controllo.`,
    ),
    metaDescription: t(
      `Sell your used ${en}: fixed price offer in seconds, free shipping and fast payment at Sellback.`,
      `${de} verkaufen: Festpreis in Sekunden, kostenloser Versand und schnelle Auszahlung bei Sellback.`,
      `Vende ${es}: oferta a precio fijo en segundos, envío gratis y pago rápido con Sellback.`,
      `Vendez ${fr} d’occasion : offre à prix fixe en quelques secondes, envoi gratuit et paiement rapide.`,
      `Vendi ${it}: offerta a prezzo fisso in pochi secondi, spedizione gratuita e pagamento rapido.`,
    ),
    metaKeywords: t(
      `sell ${en}, ${en} trade in, used ${en} price, sell ${n.en}`,
      `${de} verkaufen, ${de} Ankauf, ${de} gebraucht, ${n.de} verkaufen`,
      `vender ${fullName}, ${fullName} segunda mano, precio ${fullName}, vender ${n.es}`,
      `vendre ${fullName}, reprise ${fullName}, ${fullName} occasion, rachat ${n.fr}`,
      `vendere ${fullName}, ${fullName} usato, valutazione ${fullName}, vendere ${n.it}`,
    ),
  };
}

/** Builds a series with templated texts; the key and slug are "<manufacturer>-<name>". */
export function makeSeries(category: CategoryKey, manufacturer: string, brandName: string, name: string, top = false): SeedSeries {
  const fullName = withBrand(brandName, name);
  const key = slugify(name.toLowerCase().startsWith(brandName.toLowerCase()) ? name : `${manufacturer} ${name}`);
  return { key, name, slug: key, category, manufacturer, ...seriesTexts(fullName, category), ...(top ? { top: true } : {}) };
}

/** "Apple" + "iPhone 15" → "Apple iPhone 15"; "OnePlus" + "OnePlus 12" stays "OnePlus 12". */
export function withBrand(brand: string, model: string): string {
  return model.toLowerCase().startsWith(brand.toLowerCase()) ? model : `${brand} ${model}`;
}

/** "128" → "128 GB", "1T" → "1 TB". */
export function storageLabel(size: string): string {
  return size.endsWith("T") ? `${size.slice(0, -1)} TB` : `${size} GB`;
}

/** "128" → "128gb", "1T" → "1tb". */
function storageSlug(size: string): string {
  return size.endsWith("T") ? `${size.slice(0, -1)}tb` : `${size}gb`;
}

export interface DeviceSpec {
  series: string;
  brand: string;
  model: string;
  year: number;
  month: number;
  terms?: string[];
  /** Slug without variant suffix; default slugify(brand + model). */
  slugBase?: string;
}

/** One device without variants. */
export function device(spec: DeviceSpec & { price: number }): SeedDevice {
  const slug = spec.slugBase ?? slugify(withBrand(spec.brand, spec.model));
  return {
    slug,
    name: withBrand(spec.brand, spec.model),
    model: spec.model,
    series: spec.series,
    releaseYear: spec.year,
    releaseMonth: spec.month,
    basePriceEur: spec.price,
    searchTerms: unique([compact(spec.model), ...(spec.terms ?? [])]),
  };
}

/** One device per storage size: [["128", 300], ["256", 360], ["1T", 480]]. */
export function storageVariants(spec: DeviceSpec & { prices: Array<[string, number]> }): SeedDevice[] {
  const base = spec.slugBase ?? slugify(withBrand(spec.brand, spec.model));
  return spec.prices.map(([size, price]) => ({
    slug: `${base}-${storageSlug(size)}`,
    name: `${withBrand(spec.brand, spec.model)} ${storageLabel(size)}`,
    model: `${spec.model} ${storageLabel(size)}`,
    series: spec.series,
    releaseYear: spec.year,
    releaseMonth: spec.month,
    basePriceEur: price,
    searchTerms: unique([compact(spec.model), ...(spec.terms ?? [])]),
  }));
}

/** One device per memory/storage configuration: [["8", "256", 420], ["16", "512", 560]] (GB RAM, SSD). */
export function configVariants(spec: DeviceSpec & { configs: Array<[string, string, number]> }): SeedDevice[] {
  const base = spec.slugBase ?? slugify(withBrand(spec.brand, spec.model));
  return spec.configs.map(([ram, ssd, price]) => ({
    slug: `${base}-${ram}gb-${storageSlug(ssd)}`,
    name: `${withBrand(spec.brand, spec.model)} ${ram} GB / ${storageLabel(ssd)}`,
    model: `${spec.model} ${ram} GB / ${storageLabel(ssd)}`,
    series: spec.series,
    releaseYear: spec.year,
    releaseMonth: spec.month,
    basePriceEur: price,
    searchTerms: unique([compact(spec.model), ...(spec.terms ?? [])]),
  }));
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter((v) => v.length > 0))];
}
