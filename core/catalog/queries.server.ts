/** Catalog reads for pages and the API, in one edition's language. */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { formatStorage, pathFor, type EditionId } from "../editions/index.ts";
import { rows } from "../shared/sql.server.ts";
import { pictureOf, type StoredPhotoVariant } from "./picture-view.ts";
import type { AnswerView, CategoryView, DeviceView, ManufacturerView, QuestionView, SeriesView } from "./types.ts";

export interface DeviceRow {
  id: number;
  slug: string;
  name: string;
  model: string;
  category_id: string;
  category: string;
  manufacturer_id: string;
  manufacturer: string;
  series_id: string;
  series: string;
  release_year: number;
  release_month: number;
  base_price_cents: number;
  photo_variants: StoredPhotoVariant[] | null;
}

/** The select list and joins that make a DeviceRow; `d` is the devices table. */
export const deviceColumns = sql`d.id, d.slug, coalesce(dt.name, d.name) as name, d.model, d.category_id, ct.name as category, d.manufacturer_id,
  m.name as manufacturer, d.series_id, s.name as series, d.release_year, d.release_month,
  coalesce(p.base_price_cents, 0) as base_price_cents, ph.variants as photo_variants`;
export const deviceJoins = (edition: EditionId) => sql`join category_texts ct on ct.category_id = d.category_id and ct.edition = ${edition}
  join manufacturers m on m.id = d.manufacturer_id
  join series s on s.id = d.series_id
  left join device_texts dt on dt.device_id = d.id and dt.edition = ${edition}
  left join device_prices p on p.device_id = d.id and p.edition = ${edition}
  left join device_photos ph on ph.device_id = d.id`;

export function toDevice(row: DeviceRow, edition: EditionId): DeviceView {
  const picture = pictureOf(row.slug, {
    categoryId: row.category_id,
    manufacturerId: row.manufacturer_id,
    manufacturer: row.manufacturer,
    model: row.model,
    releaseYear: Number(row.release_year),
  }, row.photo_variants);
  return {
    id: Number(row.id),
    // storage in the edition's units (Go/To in French): offers, carts and trades keep this name
    name: formatStorage(row.name, edition),
    model: formatStorage(row.model, edition),
    category: row.category,
    categoryId: row.category_id,
    manufacturer: row.manufacturer,
    manufacturerId: row.manufacturer_id,
    series: row.series,
    seriesId: row.series_id,
    url: pathFor(edition, "pdp", { pdp: row.slug }),
    slug: row.slug,
    image: picture.src,
    thumbnail: picture.src,
    picture,
    releaseYear: Number(row.release_year),
    releaseMonth: Number(row.release_month),
    basePrice: Number(row.base_price_cents) / 100,
  };
}

/** A device of the shop (hidden ones are not: decision 0039). */
export async function deviceBySlug(db: Db, edition: EditionId, slug: string): Promise<DeviceView | null> {
  const [row] = await rows<DeviceRow>(db, sql`select ${deviceColumns} from devices d ${deviceJoins(edition)} where d.slug = ${slug} and not d.hidden`);
  if (!row) return null;
  return { ...toDevice(row, edition), questions: await questionsFor(db, edition, row.id, row.category_id) };
}

/**
 * A device by id, hidden ones too (inspection re-prices a trade's device whatever the catalog
 * shows); `{ shop: true }` leaves hidden devices out, as a new offer must (decision 0039).
 */
export async function deviceById(db: Db, edition: EditionId, id: number, opts: { shop?: boolean } = {}): Promise<DeviceView | null> {
  const [row] = await rows<DeviceRow>(db, sql`select ${deviceColumns} from devices d ${deviceJoins(edition)} where d.id = ${id}${opts.shop ? sql` and not d.hidden` : sql``}`);
  if (!row) return null;
  return { ...toDevice(row, edition), questions: await questionsFor(db, edition, row.id, row.category_id) };
}

/** A device's questions: its own where it has any, else its category's. */
export async function questionsFor(db: Db, edition: EditionId, deviceId: number, categoryId: string): Promise<QuestionView[]> {
  const list = await rows<{
    qid: number;
    qcode: string;
    question: string;
    description: string;
    aid: number;
    acode: string;
    text: string;
    help: string;
    effect_kind: string;
    multiplier: string | null;
    deduction_cents: number | null;
    no_offer_reason: string | null;
  }>(
    db,
    sql`with own as (select id from questions where device_id = ${deviceId}),
      chosen as (select q.* from questions q where (exists (select 1 from own) and q.device_id = ${deviceId})
        or (not exists (select 1 from own) and q.category_id = ${categoryId} and q.device_id is null))
    select q.id as qid, q.code as qcode, qt.question, qt.description, a.id as aid, a.code as acode, at.text, at.help,
      a.effect_kind, a.multiplier, a.deduction_cents, at.no_offer_reason
    from chosen q
    join question_texts qt on qt.question_id = q.id and qt.edition = ${edition}
    join answers a on a.question_id = q.id
    join answer_texts at on at.answer_id = a.id and at.edition = ${edition}
    order by q.sort_order, q.id, a.sort_order, a.id`,
  );
  const byId = new Map<number, QuestionView>();
  for (const r of list) {
    let q = byId.get(r.qid);
    if (!q) {
      q = { id: Number(r.qid), code: r.qcode, question: r.question, description: r.description, answers: [] };
      byId.set(r.qid, q);
    }
    const effect: AnswerView["effect"] =
      r.effect_kind === "multiplier"
        ? { kind: "multiplier", value: Number(r.multiplier) }
        : r.effect_kind === "deduction"
          ? { kind: "deduction", cents: Number(r.deduction_cents) }
          : { kind: "noOffer", reason: r.no_offer_reason ?? "" };
    q.answers.push({ id: Number(r.aid), code: r.acode, text: r.text, help: r.help, effect });
  }
  return [...byId.values()];
}

interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  content: string;
  meta_description: string;
  meta_keywords: string;
  thumbnail: string;
  top_manufacturers: string[];
  manufacturer_count: number;
  device_count: number;
}

function toCategory(r: CategoryRow, edition: EditionId, manufacturers: ManufacturerView[] = []): CategoryView {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    url: pathFor(edition, "sellCategory", { category: r.slug }),
    content: r.content,
    metaDescription: r.meta_description,
    metaKeywords: r.meta_keywords,
    thumbnail: r.thumbnail,
    manufacturers,
    topManufacturers: r.top_manufacturers,
    manufacturerCount: Number(r.manufacturer_count),
    deviceCount: Number(r.device_count),
  };
}

const categorySelect = (edition: EditionId) => sql`select c.id, ct.name, ct.slug, ct.content, ct.meta_description, ct.meta_keywords,
    c.thumbnail, c.top_manufacturers,
    (select count(distinct s.manufacturer_id) from series s where s.category_id = c.id
      and exists (select 1 from devices d where d.series_id = s.id and not d.hidden)) as manufacturer_count,
    (select count(*) from devices d where d.category_id = c.id and not d.hidden) as device_count
  from categories c join category_texts ct on ct.category_id = c.id and ct.edition = ${edition}`;

/** All categories with their manufacturer counts (the search "aggregation"). */
export async function listCategories(db: Db, edition: EditionId): Promise<CategoryView[]> {
  const list = await rows<CategoryRow>(db, sql`${categorySelect(edition)} order by c.sort_order, c.id`);
  return list.map((r) => toCategory(r, edition));
}

/** A sell-category page: its manufacturers (top ones first) with their series that have a device the shop shows. */
export async function categoryBySlug(db: Db, edition: EditionId, slug: string): Promise<CategoryView | null> {
  const [r] = await rows<CategoryRow>(db, sql`${categorySelect(edition)} where ct.slug = ${slug}`);
  if (!r) return null;
  const list = await rows<{
    mid: string;
    mname: string;
    mslug: string;
    mthumb: string;
    content: string;
    meta_description: string;
    meta_keywords: string;
    sid: string;
    sname: string;
    sslug: string;
    stop: boolean;
    sthumb: string;
    scontent: string;
    smeta_description: string;
    smeta_keywords: string;
    newest: number;
  }>(
    db,
    sql`select m.id as mid, m.name as mname, m.slug as mslug, m.thumbnail as mthumb, mt.content, mt.meta_description, mt.meta_keywords,
        s.id as sid, s.name as sname, s.slug as sslug, s.top as stop, s.thumbnail as sthumb,
        st.content as scontent, st.meta_description as smeta_description, st.meta_keywords as smeta_keywords,
        (select max(d.release_year * 100 + d.release_month) from devices d where d.series_id = s.id and not d.hidden) as newest
      from series s
      join manufacturers m on m.id = s.manufacturer_id
      join manufacturer_texts mt on mt.manufacturer_id = m.id and mt.edition = ${edition}
      join series_texts st on st.series_id = s.id and st.edition = ${edition}
      where s.category_id = ${r.id} and exists (select 1 from devices d where d.series_id = s.id and not d.hidden)
      order by m.name, newest desc nulls last, s.name`,
  );
  const byId = new Map<string, ManufacturerView>();
  for (const row of list) {
    let m = byId.get(row.mid);
    if (!m) {
      m = {
        id: row.mid,
        name: row.mname,
        slug: row.mslug,
        url: pathFor(edition, "overview", { overview: `${r.slug}-${row.mslug}` }),
        content: row.content,
        metaDescription: row.meta_description,
        metaKeywords: row.meta_keywords,
        thumbnail: row.mthumb,
        series: [],
        topSeries: [],
      };
      byId.set(row.mid, m);
    }
    const series: SeriesView = {
      id: row.sid,
      name: row.sname,
      url: `${pathFor(edition, "overview", { overview: `${r.slug}-${row.mslug}` })}#${row.sslug}`,
      content: row.scontent,
      metaDescription: row.smeta_description,
      metaKeywords: row.smeta_keywords,
      thumbnail: row.sthumb,
      top: row.stop,
    };
    m.series.push(series);
    if (row.stop) m.topSeries.push(row.sid);
  }
  const top = r.top_manufacturers;
  const manufacturers = [...byId.values()].sort((a, b) => {
    const ia = top.indexOf(a.id);
    const ib = top.indexOf(b.id);
    if (ia !== ib) return (ia < 0 ? 999 : ia) - (ib < 0 ? 999 : ib);
    return a.name.localeCompare(b.name);
  });
  return toCategory(r, edition, manufacturers);
}

export type OverviewSort = "newest" | "name";
export const OVERVIEW_PAGE_SIZE = 24;

export interface Overview {
  kind: "category" | "manufacturer";
  title: string;
  category: CategoryView;
  manufacturer: { id: string; name: string; slug: string } | null;
  devices: DeviceView[];
  total: number;
  page: number;
  pages: number;
  sort: OverviewSort;
}

/**
 * An overview page: all devices of a category (`{categorySlug}`) or of a manufacturer within a
 * category (`{categorySlug}-{manufacturerSlug}`), paginated, newest first or by name.
 */
export async function overviewBySlug(
  db: Db,
  edition: EditionId,
  slug: string,
  opts: { page: number; sort: OverviewSort },
): Promise<Overview | null> {
  const categoriesList = await listCategories(db, edition);
  let category = categoriesList.find((c) => c.slug === slug) ?? null;
  let manufacturer: { id: string; name: string; slug: string } | null = null;
  if (!category) {
    category = categoriesList.find((c) => slug.startsWith(`${c.slug}-`)) ?? null;
    if (!category) return null;
    const mslug = slug.slice(category.slug.length + 1);
    const [m] = await rows<{ id: string; name: string; slug: string }>(
      db,
      sql`select m.id, m.name, m.slug from manufacturers m where m.slug = ${mslug}
        and exists (select 1 from series s where s.manufacturer_id = m.id and s.category_id = ${category.id})`,
    );
    if (!m) return null;
    manufacturer = m;
  }
  const where = manufacturer
    ? sql`d.category_id = ${category.id} and d.manufacturer_id = ${manufacturer.id} and not d.hidden`
    : sql`d.category_id = ${category.id} and not d.hidden`;
  const order = opts.sort === "name" ? sql`lower(d.name) collate "C" asc, d.id` : sql`d.release_year desc, d.release_month desc, lower(d.name) collate "C" asc, d.id`;
  const [{ total } = { total: 0 }] = await rows<{ total: number }>(db, sql`select count(*)::int as total from devices d where ${where}`);
  const pages = Math.max(1, Math.ceil(Number(total) / OVERVIEW_PAGE_SIZE));
  const page = Math.min(Math.max(1, opts.page), pages);
  const list = await rows<DeviceRow>(
    db,
    sql`select ${deviceColumns} from devices d ${deviceJoins(edition)} where ${where} order by ${order}
      limit ${OVERVIEW_PAGE_SIZE} offset ${(page - 1) * OVERVIEW_PAGE_SIZE}`,
  );
  return {
    kind: manufacturer ? "manufacturer" : "category",
    title: manufacturer ? `${manufacturer.name} ${category.name}` : category.name,
    category,
    manufacturer,
    devices: list.map((r) => toDevice(r, edition)),
    total: Number(total),
    page,
    pages,
    sort: opts.sort,
  };
}

export async function popularDevices(db: Db, edition: EditionId, limit = 12): Promise<DeviceView[]> {
  const list = await rows<DeviceRow>(
    db,
    sql`select ${deviceColumns} from devices d ${deviceJoins(edition)} where d.popularity > 0 and not d.hidden
      order by d.popularity desc, d.release_year desc limit ${limit}`,
  );
  return list.map((r) => toDevice(r, edition));
}

/** Devices of a series, newest first (release year, then month). */
export async function devicesBySeries(db: Db, edition: EditionId, seriesId: string, limit: number): Promise<DeviceView[]> {
  const list = await rows<DeviceRow>(
    db,
    sql`select ${deviceColumns} from devices d ${deviceJoins(edition)} where d.series_id = ${seriesId} and not d.hidden
      order by d.release_year desc, d.release_month desc, d.name asc limit ${limit}`,
  );
  return list.map((r) => toDevice(r, edition));
}

/** Category slugs of every edition, for hreflang alternates of translated pages. */
export async function categorySlugsByEdition(db: Db, categoryId: string): Promise<Partial<Record<EditionId, string>>> {
  const list = await rows<{ edition: EditionId; slug: string }>(
    db,
    sql`select edition, slug from category_texts where category_id = ${categoryId}`,
  );
  return Object.fromEntries(list.map((r) => [r.edition, r.slug]));
}
