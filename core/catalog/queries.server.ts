/** Catalog reads for pages and the API, in one edition's language. */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { formatStorage, pathFor, type EditionId } from "../editions/index.ts";
import { preparedRows } from "../../db/prepared.server.ts";
import { rows } from "../shared/index.server.ts";
import { pictureOf, type StoredPhotoVariant } from "./picture-view.ts";
import type { AnswerView, CategoryView, DeviceView, ManufacturerView, PictureView, QuestionView } from "./types.ts";

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
  const picture = pictureOf(
    row.slug,
    {
      categoryId: row.category_id,
      manufacturerId: row.manufacturer_id,
      manufacturer: row.manufacturer,
      model: row.model,
      releaseYear: Number(row.release_year),
    },
    row.photo_variants,
  );
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

/** One answer row of a device's questions, as `questionsOf` selects them (in question and answer order). */
type AnswerRow = [
  qid: number,
  qcode: string,
  question: string,
  description: string,
  aid: number,
  acode: string,
  text: string,
  help: string,
  effectKind: string,
  multiplier: number | string | null,
  deductionCents: number | null,
  noOfferReason: string | null,
];

/**
 * The questions of the device `d` as one JSON array of answer rows: its own where it has any, else
 * its category's. A column of the device's statement, so a device and its questions are one
 * statement (decision 0049).
 */
const questionsOf = (
  edition: EditionId,
) => sql`(select json_agg(json_build_array(q.id, q.code, qt.question, qt.description, a.id, a.code, at.text, at.help,
      a.effect_kind, a.multiplier, a.deduction_cents, at.no_offer_reason) order by q.sort_order, q.id, a.sort_order, a.id)
    from questions q
    join question_texts qt on qt.question_id = q.id and qt.edition = ${edition}
    join answers a on a.question_id = q.id
    join answer_texts at on at.answer_id = a.id and at.edition = ${edition}
    where q.device_id = d.id
      or (q.device_id is null and q.category_id = d.category_id and not exists (select 1 from questions o where o.device_id = d.id))) as questions`;

function toQuestions(list: AnswerRow[] | null): QuestionView[] {
  const byId = new Map<number, QuestionView>();
  for (const [qid, qcode, question, description, aid, acode, text, help, effectKind, multiplier, deductionCents, noOfferReason] of list ??
    []) {
    let q = byId.get(qid);
    if (!q) {
      q = { id: Number(qid), code: qcode, question, description, answers: [] };
      byId.set(qid, q);
    }
    const effect: AnswerView["effect"] =
      effectKind === "multiplier"
        ? { kind: "multiplier", value: Number(multiplier) }
        : effectKind === "deduction"
          ? { kind: "deduction", cents: Number(deductionCents) }
          : { kind: "noOffer", reason: noOfferReason ?? "" };
    q.answers.push({ id: Number(aid), code: acode, text, help, effect });
  }
  return [...byId.values()];
}

/** A device of the shop (hidden ones are not: decision 0039), with its questions. */
export async function deviceBySlug(db: Db, edition: EditionId, slug: string): Promise<DeviceView | null> {
  const [row] = await rows<DeviceRow & { questions: AnswerRow[] | null }>(
    db,
    sql`select ${deviceColumns}, ${questionsOf(edition)} from devices d ${deviceJoins(edition)} where d.slug = ${slug} and not d.hidden`,
  );
  return row ? { ...toDevice(row, edition), questions: toQuestions(row.questions) } : null;
}

/** A DeviceRow without the names of its category, manufacturer and series: those come from memory (decision 0058). */
export const slimDeviceColumns = sql`d.id, d.slug, coalesce(dt.name, d.name) as name, d.model, d.category_id, d.manufacturer_id, d.series_id,
  d.release_year, d.release_month, coalesce(p.base_price_cents, 0) as base_price_cents, ph.variants as photo_variants`;
export const slimDeviceJoins = (edition: EditionId) => sql`left join device_texts dt on dt.device_id = d.id and dt.edition = ${edition}
  left join device_prices p on p.device_id = d.id and p.edition = ${edition}
  left join device_photos ph on ph.device_id = d.id`;

/** The names of manufacturers and series by id (`catalogNames`). */
export interface CatalogNames {
  manufacturers: Map<string, string>;
  series: Map<string, string>;
}

/** A device row without the names of its category, manufacturer and series (`shopDeviceBySlug`). */
export type ShopDeviceRow = Omit<DeviceRow, "category" | "manufacturer" | "series"> & { own_questions: boolean };

/**
 * A device of the shop without its questions and without the names of its category, manufacturer
 * and series, and whether it has questions of its own (else its category's apply). The device page
 * takes the names and its category's questions from memory (`cachedDeviceForPage`, decision
 * 0058): planning and running the statement with three more joins and the questions' subquery cost
 * about three times as much, most of all on the embedded database.
 */
export async function shopDeviceBySlug(db: Db, edition: EditionId, slug: string): Promise<ShopDeviceRow | null> {
  // no text value holds a NUL (PostgreSQL refuses the parameter): no device has such a slug
  if (slug.includes("\0")) return null;
  // prepared once on PGlite (decision 0062): its planning was two thirds of the statement's CPU
  const [row] = await preparedRows<ShopDeviceRow>(
    db,
    "shop_device_by_slug",
    sql`select ${slimDeviceColumns}, exists (select 1 from questions o where o.device_id = d.id) as own_questions
      from devices d ${slimDeviceJoins(edition)}
      where d.slug = ${slug} and not d.hidden`,
  );
  return row ?? null;
}

/** The names of every manufacturer and series (the same in every edition). */
export async function catalogNames(db: Db): Promise<CatalogNames> {
  const list = await rows<{ kind: "m" | "s"; id: string; name: string }>(
    db,
    sql`select 'm' as kind, id, name from manufacturers union all select 's' as kind, id, name from series`,
  );
  const manufacturers = new Map<string, string>();
  const series = new Map<string, string>();
  for (const r of list) (r.kind === "m" ? manufacturers : series).set(r.id, r.name);
  return { manufacturers, series };
}

/** The questions of a device (its own) or of a category (those of its devices without their own). */
export async function questionsOfOwner(
  db: Db,
  edition: EditionId,
  owner: { deviceId: number } | { categoryId: string },
): Promise<QuestionView[]> {
  const [row] = await rows<{ questions: AnswerRow[] | null }>(
    db,
    sql`select json_agg(json_build_array(q.id, q.code, qt.question, qt.description, a.id, a.code, at.text, at.help,
      a.effect_kind, a.multiplier, a.deduction_cents, at.no_offer_reason) order by q.sort_order, q.id, a.sort_order, a.id) as questions
    from questions q
    join question_texts qt on qt.question_id = q.id and qt.edition = ${edition}
    join answers a on a.question_id = q.id
    join answer_texts at on at.answer_id = a.id and at.edition = ${edition}
    where ${"deviceId" in owner ? sql`q.device_id = ${owner.deviceId}` : sql`q.device_id is null and q.category_id = ${owner.categoryId}`}`,
  );
  return toQuestions(row?.questions ?? null);
}

/**
 * A device by id with its questions, hidden ones too (inspection re-prices a trade's device
 * whatever the catalog shows); `{ shop: true }` leaves hidden devices out, as a new offer must
 * (decision 0039).
 */
export async function deviceById(db: Db, edition: EditionId, id: number, opts: { shop?: boolean } = {}): Promise<DeviceView | null> {
  const [row] = await rows<DeviceRow & { questions: AnswerRow[] | null }>(
    db,
    sql`select ${deviceColumns}, ${questionsOf(edition)} from devices d ${deviceJoins(edition)} where d.id = ${id}${opts.shop ? sql` and not d.hidden` : sql``}`,
  );
  return row ? { ...toDevice(row, edition), questions: toQuestions(row.questions) } : null;
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

/** What every view of a category shows of its row: names, texts, its sell page and top manufacturers. */
function categoryFields(r: Omit<CategoryRow, "manufacturer_count" | "device_count">, edition: EditionId) {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    url: pathFor(edition, "sellCategory", { category: r.slug }),
    content: r.content,
    metaDescription: r.meta_description,
    metaKeywords: r.meta_keywords,
    thumbnail: r.thumbnail,
    topManufacturers: r.top_manufacturers,
  };
}

function toCategory(r: CategoryRow, edition: EditionId, manufacturers: ManufacturerView[] = []): CategoryView {
  return {
    ...categoryFields(r, edition),
    manufacturers,
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

/** How many devices each series lists on the sell-category page, newest first. */
export const SELL_CATEGORY_SERIES_DEVICES = 100;

/** A device link of the sell-category page. */
export interface SeriesDeviceLink {
  id: number;
  name: string;
  url: string;
}

/** The sell-category page's data: the category without its counts, with its series' device links. */
export interface SellCategory extends Omit<CategoryView, "manufacturerCount" | "deviceCount"> {
  /** Per series id: its newest devices the shop shows (at most SELL_CATEGORY_SERIES_DEVICES). */
  devices: Record<string, SeriesDeviceLink[]>;
  /** Per series id: the picture of its newest device (decision 0030). */
  pictures: Record<string, PictureView>;
  /** The category's slug in each edition that names it (hreflang alternates). */
  slugs: Partial<Record<EditionId, string>>;
}

/**
 * A sell-category page: its manufacturers (top ones first) with their series that have a device
 * the shop shows, and each series' newest devices. Two statements whatever the catalog's size
 * (decision 0049): the category, then every series with its devices — each series' list read from
 * the `devices_series_release_name` index in its order (`nulls last` as the index has it; the
 * columns are never null), stopping at the limit, never a statement per series.
 */
export async function categoryBySlug(db: Db, edition: EditionId, slug: string): Promise<SellCategory | null> {
  const [r] = await rows<Omit<CategoryRow, "manufacturer_count" | "device_count"> & { slugs: Partial<Record<EditionId, string>> }>(
    db,
    sql`select c.id, ct.name, ct.slug, ct.content, ct.meta_description, ct.meta_keywords, c.thumbnail, c.top_manufacturers,
        (select json_object_agg(x.edition, x.slug) from category_texts x where x.category_id = c.id) as slugs
      from categories c join category_texts ct on ct.category_id = c.id and ct.edition = ${edition}
      where ct.slug = ${slug}`,
  );
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
    /** [id, slug, model, release year] per device, newest first */
    devices: [number, string, string, number][];
    photo_variants: StoredPhotoVariant[] | null;
  }>(
    db,
    sql`select m.id as mid, m.name as mname, m.slug as mslug, m.thumbnail as mthumb, mt.content, mt.meta_description, mt.meta_keywords,
        s.id as sid, s.name as sname, s.slug as sslug, s.top as stop, s.thumbnail as sthumb,
        st.content as scontent, st.meta_description as smeta_description, st.meta_keywords as smeta_keywords,
        dv.devices, (select ph.variants from device_photos ph where ph.device_id = dv.newest_id) as photo_variants
      from series s
      join manufacturers m on m.id = s.manufacturer_id
      join manufacturer_texts mt on mt.manufacturer_id = m.id and mt.edition = ${edition}
      join series_texts st on st.series_id = s.id and st.edition = ${edition}
      cross join lateral (
        select json_agg(json_build_array(x.id, x.slug, x.model, x.release_year) order by x.n) as devices,
          min(x.id) filter (where x.n = 1) as newest_id, max(x.newest) as newest
        from (select d.id, d.slug, d.model, d.release_year, d.release_year * 100 + d.release_month as newest,
            row_number() over (order by d.release_year desc nulls last, d.release_month desc nulls last, d.name asc) as n
          from devices d where d.series_id = s.id and not d.hidden
          order by d.release_year desc nulls last, d.release_month desc nulls last, d.name asc limit ${SELL_CATEGORY_SERIES_DEVICES}) x
      ) dv
      where s.category_id = ${r.id} and dv.devices is not null
      order by m.name, dv.newest desc, s.name`,
  );
  const byId = new Map<string, ManufacturerView>();
  const devices: Record<string, SeriesDeviceLink[]> = {};
  const pictures: Record<string, PictureView> = {};
  for (const row of list) {
    let m = byId.get(row.mid);
    const overview = pathFor(edition, "overview", { overview: `${r.slug}-${row.mslug}` });
    if (!m) {
      m = {
        id: row.mid,
        name: row.mname,
        slug: row.mslug,
        url: overview,
        content: row.content,
        metaDescription: row.meta_description,
        metaKeywords: row.meta_keywords,
        thumbnail: row.mthumb,
        series: [],
        topSeries: [],
      };
      byId.set(row.mid, m);
    }
    m.series.push({
      id: row.sid,
      name: row.sname,
      url: `${overview}#${row.sslug}`,
      content: row.scontent,
      metaDescription: row.smeta_description,
      metaKeywords: row.smeta_keywords,
      thumbnail: row.sthumb,
      top: row.stop,
    });
    if (row.stop) m.topSeries.push(row.sid);
    devices[row.sid] = row.devices.map(([id, deviceSlug, model]) => ({
      id: Number(id),
      name: formatStorage(model, edition),
      url: pathFor(edition, "pdp", { pdp: deviceSlug }),
    }));
    const [, newestSlug, newestModel, newestYear] = row.devices[0]!;
    pictures[row.sid] = pictureOf(
      newestSlug,
      {
        categoryId: r.id,
        manufacturerId: row.mid,
        manufacturer: row.mname,
        model: newestModel,
        releaseYear: Number(newestYear),
      },
      row.photo_variants,
    );
  }
  const top = r.top_manufacturers;
  const manufacturers = [...byId.values()].sort((a, b) => {
    const ia = top.indexOf(a.id);
    const ib = top.indexOf(b.id);
    if (ia !== ib) return (ia < 0 ? 999 : ia) - (ib < 0 ? 999 : ib);
    return a.name.localeCompare(b.name);
  });
  return {
    ...categoryFields(r, edition),
    manufacturers,
    devices,
    pictures,
    slugs: r.slugs ?? {},
  };
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

/** Manufacturer overviews by `${categoryId}:${manufacturerSlug}`: the manufacturer and its count of shown devices in the category. */
export type ManufacturerOverviews = Map<string, { id: string; name: string; slug: string; total: number }>;

/** Every manufacturer overview there is: a manufacturer with a series in a category (decision 0058). */
export async function manufacturerOverviews(db: Db): Promise<ManufacturerOverviews> {
  const list = await rows<{ category_id: string; id: string; name: string; slug: string; total: number }>(
    db,
    sql`select cm.category_id, m.id, m.name, m.slug,
        (select count(*)::int from devices d where d.category_id = cm.category_id and d.manufacturer_id = m.id and not d.hidden) as total
      from (select distinct category_id, manufacturer_id from series) cm join manufacturers m on m.id = cm.manufacturer_id`,
  );
  return new Map(list.map((r) => [`${r.category_id}:${r.slug}`, { id: r.id, name: r.name, slug: r.slug, total: Number(r.total) }]));
}

/**
 * An overview page: all devices of a category (`{categorySlug}`) or of a manufacturer within a
 * category (`{categorySlug}-{manufacturerSlug}`), paginated, newest first or by name.
 */
export async function overviewBySlug(
  db: Db,
  edition: EditionId,
  slug: string,
  opts: {
    page: number;
    sort: OverviewSort;
    categories?: CategoryView[];
    names?: CatalogNames;
    manufacturerOverviews?: ManufacturerOverviews;
  },
): Promise<Overview | null> {
  // the edition's categories with their counts: the caller's (cached) list when it has one
  const categoriesList = opts.categories ?? (await listCategories(db, edition));
  let category = categoriesList.find((c) => c.slug === slug) ?? null;
  let manufacturer: { id: string; name: string; slug: string } | null = null;
  let knownTotal: number | undefined;
  if (!category) {
    category = categoriesList.find((c) => slug.startsWith(`${c.slug}-`)) ?? null;
    if (!category) return null;
    const mslug = slug.slice(category.slug.length + 1);
    // the caller's (cached) list when it knows this one, with its count (decision 0058)
    const known = opts.manufacturerOverviews?.get(`${category.id}:${mslug}`);
    if (known) {
      manufacturer = { id: known.id, name: known.name, slug: known.slug };
      knownTotal = known.total;
    } else {
      const [m] = await rows<{ id: string; name: string; slug: string }>(
        db,
        sql`select m.id, m.name, m.slug from manufacturers m where m.slug = ${mslug}
          and exists (select 1 from series s where s.manufacturer_id = m.id and s.category_id = ${category.id})`,
      );
      if (!m) return null;
      manufacturer = m;
    }
  }
  const where = manufacturer
    ? sql`d.category_id = ${category.id} and d.manufacturer_id = ${manufacturer.id} and not d.hidden`
    : sql`d.category_id = ${category.id} and not d.hidden`;
  // `nulls last` as the indexes have it (the columns are never null): the newest-first page is read
  // from devices_category_order / devices_category_manufacturer_order, not sorted (decision 0049)
  const order =
    opts.sort === "name"
      ? sql`lower(d.name) collate "C" asc, d.id`
      : sql`d.release_year desc nulls last, d.release_month desc nulls last, lower(d.name) collate "C" asc, d.id`;
  // a category's count is in its row already (the shop's devices of the category)
  const [{ total } = { total: 0 }] = !manufacturer
    ? [{ total: category.deviceCount }]
    : knownTotal !== undefined
      ? [{ total: knownTotal }]
      : await rows<{ total: number }>(db, sql`select count(*)::int as total from devices d where ${where}`);
  const pages = Math.max(1, Math.ceil(Number(total) / OVERVIEW_PAGE_SIZE));
  const page = Math.min(Math.max(1, opts.page), pages);
  const limit = sql`limit ${OVERVIEW_PAGE_SIZE} offset ${(page - 1) * OVERVIEW_PAGE_SIZE}`;
  let list: DeviceRow[] | null = null;
  if (opts.names) {
    // names from memory (decision 0058): the page without three joins per row, a third of the cost on
    // the embedded database; a device whose names are not known yet makes it read whole
    const { manufacturers, series } = opts.names;
    const slim = await rows<Omit<DeviceRow, "category" | "manufacturer" | "series">>(
      db,
      sql`select ${slimDeviceColumns} from devices d ${slimDeviceJoins(edition)} where ${where} order by ${order} ${limit}`,
    );
    const named = slim.map((r) => ({
      ...r,
      category: category.name,
      manufacturer: manufacturers.get(r.manufacturer_id),
      series: series.get(r.series_id),
    }));
    if (named.every((r) => r.manufacturer !== undefined && r.series !== undefined)) list = named as DeviceRow[];
  }
  list ??= await rows<DeviceRow>(
    db,
    sql`select ${deviceColumns} from devices d ${deviceJoins(edition)} where ${where} order by ${order} ${limit}`,
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

/** Devices of a series, newest first (release year, then month): the search API's `devicesBySeries`. */
export async function devicesBySeries(db: Db, edition: EditionId, seriesId: string, limit: number): Promise<DeviceView[]> {
  const list = await rows<DeviceRow>(
    db,
    sql`select ${deviceColumns} from devices d ${deviceJoins(edition)} where d.series_id = ${seriesId} and not d.hidden
      order by d.release_year desc nulls last, d.release_month desc nulls last, d.name asc limit ${limit}`,
  );
  return list.map((r) => toDevice(r, edition));
}

/** Category slugs of every edition (category id → edition → slug), for hreflang alternates of translated pages. */
export async function categorySlugs(db: Db): Promise<Map<string, Partial<Record<EditionId, string>>>> {
  const list = await rows<{ category_id: string; edition: EditionId; slug: string }>(
    db,
    sql`select category_id, edition, slug from category_texts`,
  );
  const out = new Map<string, Partial<Record<EditionId, string>>>();
  for (const r of list) out.set(r.category_id, { ...out.get(r.category_id), [r.edition]: r.slug });
  return out;
}
