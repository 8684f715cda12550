/** The catalog entities as the API and pages see them (spec §3), in one edition's language. */
export interface AnswerView {
  id: number;
  code: string;
  text: string;
  help: string;
  effect: { kind: "multiplier"; value: number } | { kind: "deduction"; cents: number } | { kind: "noOffer"; reason: string };
}

export interface QuestionView {
  id: number;
  code: string;
  question: string;
  description: string;
  answers: AnswerView[];
}

/**
 * A device's picture (decision 0030): its catalog photo in AVIF and WebP widths where it has one,
 * else the drawing of its model. Both are 4:3; `src` is the fallback (`<img src>`).
 */
export interface PictureView {
  kind: "drawing" | "photo";
  src: string;
  width: number;
  height: number;
  /** Photo only: one `srcset` per type, best first (AVIF, then WebP). */
  sources: { type: string; srcset: string }[];
}

export interface DeviceView {
  id: number;
  name: string;
  model: string;
  category: string;
  categoryId: string;
  manufacturer: string;
  manufacturerId: string;
  series: string;
  seriesId: string;
  url: string;
  slug: string;
  /** The picture's fallback URL (drawing, or the photo's WebP): what the API and offers carry. */
  image: string;
  thumbnail: string;
  picture: PictureView;
  releaseYear: number;
  releaseMonth: number;
  basePrice: number;
  questions?: QuestionView[];
}

export interface SeriesView {
  id: string;
  name: string;
  url: string;
  content: string;
  metaDescription: string;
  metaKeywords: string;
  thumbnail: string;
  top: boolean;
}

export interface ManufacturerView {
  id: string;
  name: string;
  url: string;
  slug: string;
  content: string;
  metaDescription: string;
  metaKeywords: string;
  thumbnail: string;
  series: SeriesView[];
  topSeries: string[];
}

export interface CategoryView {
  id: string;
  name: string;
  slug: string;
  url: string;
  content: string;
  metaDescription: string;
  metaKeywords: string;
  thumbnail: string;
  manufacturers: ManufacturerView[];
  topManufacturers: string[];
  manufacturerCount: number;
  deviceCount: number;
}
