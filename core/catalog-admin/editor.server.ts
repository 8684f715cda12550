/**
 * The catalog editor (decision 0039): reads and writes of categories, manufacturers, series,
 * devices, their per-edition texts, and the condition questions with their answers' effects.
 * Every write runs in one transaction with its audit entry (before/after) and
 * `announceChange(tx, "catalog")`, so every instance drops its cached catalog when it commits.
 * Prices are not here (the price editor owns device_prices).
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import {
  answerTexts,
  answers,
  categories,
  categoryTexts,
  devices,
  deviceTexts,
  manufacturerTexts,
  manufacturers,
  questionTexts,
  questions,
  series,
  seriesTexts,
} from "../../db/schema/index.ts";
import { byActor, recordAudit } from "../audit/index.server.ts";
import type { DeviceRow } from "../catalog/index.server.ts";
import { announceChange } from "../changes/index.ts";
import { EDITIONS, type EditionId } from "../editions/index.ts";
import { ProblemError, type FieldError } from "../shared/index.ts";
import { rows } from "../shared/index.server.ts";
import { tokens, normalizeSearchText, prefixTsQuery } from "../search/index.ts";
import {
  DEVICE_PAGE_SIZE,
  extraTermsOf,
  searchTextOf,
  type CategoryUpdate,
  type DeviceCreate,
  type DeviceListQuery,
  type DeviceUpdate,
  type ManufacturerCreate,
  type ManufacturerUpdate,
  type QuestionCreate,
  type QuestionUpdate,
  type SeriesCreate,
  type SeriesUpdate,
  type StoredEffect,
} from "./rules.ts";

/** Who makes a change, for the audit log. */
export interface EditorActor {
  staffId: string;
  staffEmail: string;
  clientKey: string | null;
  now: Date;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const asDb = (tx: Tx) => tx as unknown as Db;

const err = (name: string) => `backoffice.catalog.error.${name}`;
const notFound = (what: string) => new ProblemError(404, "not_found", err(`${what}NotFound`));
const invalid = (errors: FieldError[]) => new ProblemError(422, "validation", undefined, errors);
const taken = (field: string) => new ProblemError(409, "conflict", err("slugTakenDetail"), [{ field, message: err("slugTaken") }]);

function isUniqueViolation(e: unknown): boolean {
  const x = e as { code?: string; cause?: { code?: string } };
  return x?.code === "23505" || x?.cause?.code === "23505";
}

/** Runs one editor change: the transaction, its audit entry and the change signal. */
async function change<T>(
  db: Db,
  actor: EditorActor,
  action: string,
  target: string,
  run: (tx: Tx) => Promise<{ before: unknown; after: unknown; result: T }>,
  slugField = "slug",
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const { before, after, result } = await run(tx);
      await recordAudit(asDb(tx), { ...byActor(actor), action, target, before, after });
      await announceChange(asDb(tx), "catalog");
      return result;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw taken(slugField);
    throw e;
  }
}

const byEdition = <T extends { edition: string }, V>(list: T[], pick: (row: T) => V): Partial<Record<EditionId, V>> =>
  Object.fromEntries(list.map((r) => [r.edition, pick(r)])) as Partial<Record<EditionId, V>>;

// ───────────────────────── devices ─────────────────────────

export interface EditorDeviceRow {
  id: number;
  name: string;
  slug: string;
  model: string;
  categoryId: string;
  category: string;
  manufacturerId: string;
  manufacturer: string;
  seriesId: string;
  series: string;
  releaseYear: number;
  releaseMonth: number;
  hidden: boolean;
}

/** A device row as the editor's reads select it (editorDeviceColumns over editorDeviceJoins). */
type EditorDeviceDbRow = Omit<DeviceRow, "base_price_cents" | "photo_variants"> & { hidden: boolean };

const editorDeviceColumns = sql`d.id, d.name, d.slug, d.model, d.category_id, coalesce(ct.name, d.category_id) as category, d.manufacturer_id,
  m.name as manufacturer, d.series_id, s.name as series, d.release_year, d.release_month, d.hidden`;
/** Joins `d` (devices) to what editorDeviceColumns shows; the category's name is the English one. */
const editorDeviceJoins = sql`join manufacturers m on m.id = d.manufacturer_id join series s on s.id = d.series_id
  left join category_texts ct on ct.category_id = d.category_id and ct.edition = 'en'`;

const toEditorDeviceRow = (r: EditorDeviceDbRow): EditorDeviceRow => ({
  id: Number(r.id),
  name: r.name,
  slug: r.slug,
  model: r.model,
  categoryId: r.category_id,
  category: r.category,
  manufacturerId: r.manufacturer_id,
  manufacturer: r.manufacturer,
  seriesId: r.series_id,
  series: r.series,
  releaseYear: Number(r.release_year),
  releaseMonth: Number(r.release_month),
  hidden: Boolean(r.hidden),
});

export interface DeviceList {
  items: EditorDeviceRow[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

/**
 * Devices for the editor (hidden ones too unless asked otherwise), by name; a number finds the
 * device with that id, words find as the shop's search does (every word starts a word of the
 * device), through the same GIN index, so 100,000 devices page quickly.
 */
export async function listEditorDevices(db: Db, q: DeviceListQuery): Promise<DeviceList> {
  const where: SQL[] = [];
  const text = q.q?.trim() ?? "";
  if (/^\d{1,9}$/.test(text)) where.push(sql`d.id = ${Number(text)}`);
  else if (text) {
    const words = tokens(normalizeSearchText(text));
    if (words.length) where.push(sql`d.search_vector @@ to_tsquery('simple', ${prefixTsQuery(words)})`);
  }
  if (q.category) where.push(sql`d.category_id = ${q.category}`);
  if (q.manufacturer) where.push(sql`d.manufacturer_id = ${q.manufacturer}`);
  if (q.series) where.push(sql`d.series_id = ${q.series}`);
  if (q.hidden === "only") where.push(sql`d.hidden`);
  if (q.hidden === "exclude") where.push(sql`not d.hidden`);
  const cond = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const [{ total } = { total: 0 }] = await rows<{ total: number }>(db, sql`select count(*)::int as total from devices d ${cond}`);
  const pages = Math.max(1, Math.ceil(Number(total) / DEVICE_PAGE_SIZE));
  const page = Math.min(Math.max(1, q.page ?? 1), pages);
  const list = await rows<EditorDeviceDbRow>(
    db,
    // the page's ids first, from devices alone (the (name, id) index), then what they show
    sql`with p as (select d.id from devices d ${cond} order by d.name, d.id limit ${DEVICE_PAGE_SIZE} offset ${(page - 1) * DEVICE_PAGE_SIZE})
      select ${editorDeviceColumns}
      from p join devices d on d.id = p.id ${editorDeviceJoins}
      order by d.name, d.id`,
  );
  return {
    items: list.map(toEditorDeviceRow),
    total: Number(total),
    page,
    pageSize: DEVICE_PAGE_SIZE,
    pages,
  };
}

export interface EditorDevice extends EditorDeviceRow {
  searchTerms: string[];
  texts: Partial<Record<EditionId, { name: string }>>;
  /** The device has questions of its own (they replace its category's). */
  ownQuestions: boolean;
  generated: boolean;
}

async function deviceState(db: Db, id: number): Promise<(EditorDevice & { searchText: string }) | null> {
  const [d] = await rows<EditorDeviceDbRow & { search_text: string; generated: boolean; own: boolean }>(
    db,
    sql`select ${editorDeviceColumns}, d.search_text, d.generated, exists (select 1 from questions q where q.device_id = d.id) as own
      from devices d ${editorDeviceJoins}
      where d.id = ${id}`,
  );
  if (!d) return null;
  const texts = await db.select().from(deviceTexts).where(eq(deviceTexts.deviceId, id));
  const names = texts.map((t) => t.name);
  return {
    ...toEditorDeviceRow(d),
    generated: Boolean(d.generated),
    ownQuestions: Boolean(d.own),
    texts: byEdition(texts, (t) => ({ name: t.name })),
    searchTerms: extraTermsOf(d.search_text, { model: d.model, name: d.name, names, series: d.series, manufacturer: d.manufacturer }),
    searchText: d.search_text,
  };
}

export async function getEditorDevice(db: Db, id: number): Promise<EditorDevice | null> {
  const state = await deviceState(db, id);
  if (!state) return null;
  const { searchText: _searchText, ...view } = state;
  return view;
}

async function seriesParent(db: Db, seriesId: string, field = "seriesId") {
  const [s] = await db
    .select({
      id: series.id,
      name: series.name,
      categoryId: series.categoryId,
      manufacturerId: series.manufacturerId,
      manufacturer: manufacturers.name,
    })
    .from(series)
    .innerJoin(manufacturers, eq(manufacturers.id, series.manufacturerId))
    .where(eq(series.id, seriesId));
  if (!s) throw invalid([{ field, message: err("unknownSeries") }]);
  return s;
}

/** The static search order of one device (as refreshSearchData computes it for all). */
const searchRankSql = sql`(case when generated then 0 else 1000000 end) + popularity * 1000 + (release_year - 1990) * 12 + release_month`;

async function addSearchTerms(tx: Tx, searchText: string) {
  const words = [...new Set(searchText.split(" ").filter((w) => w.length >= 2))];
  if (words.length)
    await tx.execute(sql`insert into search_terms (term) select unnest(string_to_array(${words.join(" ")}, ' ')) on conflict do nothing`);
}

async function writeDeviceTexts(tx: Tx, deviceId: number, texts: DeviceUpdate["texts"]) {
  for (const [edition, t] of Object.entries(texts ?? {}) as [EditionId, { name: string | null }][]) {
    if (t.name === null) await tx.delete(deviceTexts).where(and(eq(deviceTexts.deviceId, deviceId), eq(deviceTexts.edition, edition)));
    else
      await tx
        .insert(deviceTexts)
        .values({ deviceId, edition, name: t.name })
        .onConflictDoUpdate({ target: [deviceTexts.deviceId, deviceTexts.edition], set: { name: t.name } });
  }
}

async function slugFree(tx: Tx | Db, table: "devices" | "series" | "manufacturers", slug: string, exceptId?: string | number) {
  const id = table === "devices" ? sql`id::text` : sql`id`;
  const [hit] = await rows<{ id: string }>(tx as Db, sql`select ${id} as id from ${sql.identifier(table)} where slug = ${slug}`);
  return !hit || (exceptId !== undefined && hit.id === String(exceptId));
}

export async function createEditorDevice(db: Db, input: DeviceCreate, actor: EditorActor): Promise<EditorDevice> {
  const id = await change(db, actor, "catalog.device.create", input.slug, async (tx) => {
    const parent = await seriesParent(asDb(tx), input.seriesId);
    if (!(await slugFree(tx, "devices", input.slug))) throw taken("slug");
    const names = Object.values(input.texts ?? {}).flatMap((t) => (t?.name ? [t.name] : []));
    const searchText = searchTextOf({
      model: input.model,
      name: input.name,
      names,
      series: parent.name,
      manufacturer: parent.manufacturer,
      terms: input.searchTerms,
    });
    const [row] = await tx
      .insert(devices)
      .values({
        slug: input.slug,
        name: input.name,
        model: input.model,
        categoryId: parent.categoryId,
        manufacturerId: parent.manufacturerId,
        seriesId: parent.id,
        releaseYear: input.releaseYear,
        releaseMonth: input.releaseMonth,
        image: `/images/categories/${parent.categoryId}.svg`,
        thumbnail: `/images/categories/${parent.categoryId}.svg`,
        searchText,
      })
      .returning({ id: devices.id });
    await tx.execute(sql`update devices set search_rank = ${searchRankSql} where id = ${row!.id}`);
    await writeDeviceTexts(tx, row!.id, input.texts);
    await addSearchTerms(tx, searchText);
    const after = await deviceState(asDb(tx), row!.id);
    return { before: null, after: auditDevice(after), result: row!.id };
  });
  return (await getEditorDevice(db, id))!;
}

const auditDevice = (d: (EditorDevice & { searchText?: string }) | null) =>
  d && {
    name: d.name,
    slug: d.slug,
    model: d.model,
    seriesId: d.seriesId,
    categoryId: d.categoryId,
    manufacturerId: d.manufacturerId,
    releaseYear: d.releaseYear,
    releaseMonth: d.releaseMonth,
    searchTerms: d.searchTerms,
    texts: d.texts,
    hidden: d.hidden,
  };

export async function updateEditorDevice(db: Db, id: number, input: DeviceUpdate, actor: EditorActor): Promise<EditorDevice> {
  await change(db, actor, "catalog.device.update", String(id), async (tx) => {
    const before = await deviceState(asDb(tx), id);
    if (!before) throw notFound("device");
    const parent = input.seriesId && input.seriesId !== before.seriesId ? await seriesParent(asDb(tx), input.seriesId) : null;
    if (input.slug && input.slug !== before.slug && !(await slugFree(tx, "devices", input.slug, id))) throw taken("slug");
    await writeDeviceTexts(tx, id, input.texts);
    const texts = await tx.select().from(deviceTexts).where(eq(deviceTexts.deviceId, id));
    const name = input.name ?? before.name;
    const model = input.model ?? before.model;
    const searchText = searchTextOf({
      model,
      name,
      names: texts.map((t) => t.name),
      series: parent?.name ?? before.series,
      manufacturer: parent?.manufacturer ?? before.manufacturer,
      terms: input.searchTerms ?? before.searchTerms,
    });
    await tx
      .update(devices)
      .set({
        name,
        model,
        slug: input.slug ?? before.slug,
        releaseYear: input.releaseYear ?? before.releaseYear,
        releaseMonth: input.releaseMonth ?? before.releaseMonth,
        searchText,
        ...(parent ? { seriesId: parent.id, categoryId: parent.categoryId, manufacturerId: parent.manufacturerId } : {}),
      })
      .where(eq(devices.id, id));
    await tx.execute(sql`update devices set search_rank = ${searchRankSql} where id = ${id}`);
    await addSearchTerms(tx, searchText);
    const after = await deviceState(asDb(tx), id);
    return { before: auditDevice(before), after: auditDevice(after), result: null };
  });
  return (await getEditorDevice(db, id))!;
}

/** Hides a device from the shop, or shows it again. Offers and trades keep it. */
export async function setDeviceHidden(db: Db, id: number, hidden: boolean, actor: EditorActor): Promise<EditorDevice> {
  await change(db, actor, hidden ? "catalog.device.hide" : "catalog.device.unhide", String(id), async (tx) => {
    const [row] = await tx.select({ hidden: devices.hidden }).from(devices).where(eq(devices.id, id)).for("update");
    if (!row) throw notFound("device");
    await tx.update(devices).set({ hidden }).where(eq(devices.id, id));
    return { before: { hidden: row.hidden }, after: { hidden }, result: null };
  });
  return (await getEditorDevice(db, id))!;
}

// ───────────────────────── categories ─────────────────────────

export interface EditorCategory {
  id: string;
  sortOrder: number;
  topManufacturers: string[];
  deviceCount: number;
  texts: Partial<Record<EditionId, { name: string; slug: string; content: string; metaDescription: string; metaKeywords: string }>>;
}

export async function listEditorCategories(db: Db): Promise<EditorCategory[]> {
  const list = await rows<{ id: string; sort_order: number; top_manufacturers: string[]; device_count: number }>(
    db,
    sql`select c.id, c.sort_order, c.top_manufacturers, (select count(*)::int from devices d where d.category_id = c.id) as device_count from categories c order by c.sort_order, c.id`,
  );
  const texts = await db.select().from(categoryTexts);
  return list.map((c) => ({
    id: c.id,
    sortOrder: Number(c.sort_order),
    topManufacturers: c.top_manufacturers,
    deviceCount: Number(c.device_count),
    texts: byEdition(
      texts.filter((t) => t.categoryId === c.id),
      (t) => ({ name: t.name, slug: t.slug, content: t.content, metaDescription: t.metaDescription, metaKeywords: t.metaKeywords }),
    ),
  }));
}

export async function getEditorCategory(db: Db, id: string): Promise<EditorCategory | null> {
  return (await listEditorCategories(db)).find((c) => c.id === id) ?? null;
}

export async function updateEditorCategory(db: Db, id: string, input: CategoryUpdate, actor: EditorActor): Promise<EditorCategory> {
  await change(
    db,
    actor,
    "catalog.category.update",
    id,
    async (tx) => {
      const before = await getEditorCategory(asDb(tx), id);
      if (!before) throw notFound("category");
      if (input.topManufacturers?.length) {
        const known = await tx
          .select({ id: manufacturers.id })
          .from(manufacturers)
          .where(inArray(manufacturers.id, input.topManufacturers));
        const missing = input.topManufacturers.filter((m) => !known.some((k) => k.id === m));
        if (missing.length) throw invalid([{ field: "topManufacturers", message: err("unknownManufacturer") }]);
      }
      if (input.sortOrder !== undefined || input.topManufacturers) {
        await tx
          .update(categories)
          .set({
            ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}),
            ...(input.topManufacturers ? { topManufacturers: input.topManufacturers } : {}),
          })
          .where(eq(categories.id, id));
      }
      for (const [edition, t] of Object.entries(input.texts ?? {}) as [EditionId, NonNullable<CategoryUpdate["texts"]>[EditionId]][]) {
        if (!t) continue;
        const current = before.texts[edition];
        if (t.slug && t.slug !== current?.slug) {
          const [hit] = await tx
            .select({ id: categoryTexts.categoryId })
            .from(categoryTexts)
            .where(and(eq(categoryTexts.edition, edition), eq(categoryTexts.slug, t.slug)));
          if (hit && hit.id !== id) throw taken(`texts.${edition}.slug`);
        }
        if (current)
          await tx
            .update(categoryTexts)
            .set(t)
            .where(and(eq(categoryTexts.categoryId, id), eq(categoryTexts.edition, edition)));
        else {
          if (!t.name || !t.slug) throw invalid([{ field: `texts.${edition}.name`, message: err("name") }]);
          await tx.insert(categoryTexts).values({
            categoryId: id,
            edition,
            name: t.name,
            slug: t.slug,
            content: t.content ?? "",
            metaDescription: t.metaDescription ?? "",
            metaKeywords: t.metaKeywords ?? "",
          });
        }
      }
      const after = await getEditorCategory(asDb(tx), id);
      return { before, after, result: null };
    },
    "texts.slug",
  );
  return (await getEditorCategory(db, id))!;
}

// ───────────────────────── manufacturers ─────────────────────────

type PageTexts = Partial<Record<EditionId, { content: string; metaDescription: string; metaKeywords: string }>>;

export interface EditorManufacturer {
  id: string;
  name: string;
  slug: string;
  seriesCount: number;
  deviceCount: number;
  texts: PageTexts;
}

export async function listEditorManufacturers(db: Db, id?: string): Promise<EditorManufacturer[]> {
  const list = await rows<{ id: string; name: string; slug: string; series_count: number; device_count: number }>(
    db,
    sql`select m.id, m.name, m.slug, (select count(*)::int from series s where s.manufacturer_id = m.id) as series_count,
      (select count(*)::int from devices d where d.manufacturer_id = m.id) as device_count
      from manufacturers m ${id ? sql`where m.id = ${id}` : sql``} order by lower(m.name), m.id`,
  );
  const texts = await db
    .select()
    .from(manufacturerTexts)
    .where(id ? eq(manufacturerTexts.manufacturerId, id) : undefined);
  return list.map((m) => ({
    id: m.id,
    name: m.name,
    slug: m.slug,
    seriesCount: Number(m.series_count),
    deviceCount: Number(m.device_count),
    texts: byEdition(
      texts.filter((t) => t.manufacturerId === m.id),
      (t) => ({ content: t.content, metaDescription: t.metaDescription, metaKeywords: t.metaKeywords }),
    ),
  }));
}

export async function getEditorManufacturer(db: Db, id: string): Promise<EditorManufacturer | null> {
  return (await listEditorManufacturers(db, id))[0] ?? null;
}

/** Page texts for every edition: the given ones, "" where none is given. */
const fullTexts = (
  texts: Partial<Record<EditionId, Partial<{ content: string; metaDescription: string; metaKeywords: string }> | undefined>> | undefined,
) =>
  EDITIONS.map((edition) => ({
    edition,
    content: texts?.[edition]?.content ?? "",
    metaDescription: texts?.[edition]?.metaDescription ?? "",
    metaKeywords: texts?.[edition]?.metaKeywords ?? "",
  }));

export async function createEditorManufacturer(db: Db, input: ManufacturerCreate, actor: EditorActor): Promise<EditorManufacturer> {
  await change(db, actor, "catalog.manufacturer.create", input.slug, async (tx) => {
    if (!(await slugFree(tx, "manufacturers", input.slug))) throw taken("slug");
    const [idHit] = await tx.select({ id: manufacturers.id }).from(manufacturers).where(eq(manufacturers.id, input.slug));
    if (idHit) throw taken("slug");
    await tx
      .insert(manufacturers)
      .values({ id: input.slug, name: input.name, slug: input.slug, thumbnail: `/images/manufacturers/${input.slug}.svg` });
    await tx.insert(manufacturerTexts).values(fullTexts(input.texts).map((t) => ({ ...t, manufacturerId: input.slug })));
    return { before: null, after: await getEditorManufacturer(asDb(tx), input.slug), result: null };
  });
  return (await getEditorManufacturer(db, input.slug))!;
}

async function writePageTexts(
  tx: Tx,
  table: typeof manufacturerTexts | typeof seriesTexts,
  id: string,
  texts: Partial<Record<EditionId, Partial<{ content: string; metaDescription: string; metaKeywords: string }>>> | undefined,
) {
  for (const [edition, t] of Object.entries(texts ?? {}) as [
    EditionId,
    Partial<{ content: string; metaDescription: string; metaKeywords: string }>,
  ][]) {
    const values = { content: t.content ?? "", metaDescription: t.metaDescription ?? "", metaKeywords: t.metaKeywords ?? "" };
    if (table === manufacturerTexts) {
      await tx
        .insert(manufacturerTexts)
        .values({ manufacturerId: id, edition, ...values })
        .onConflictDoUpdate({ target: [manufacturerTexts.manufacturerId, manufacturerTexts.edition], set: t });
    } else {
      await tx
        .insert(seriesTexts)
        .values({ seriesId: id, edition, ...values })
        .onConflictDoUpdate({ target: [seriesTexts.seriesId, seriesTexts.edition], set: t });
    }
  }
}

/** Appends a new name's words to the search text of the devices that carry it (old words stay findable). */
async function appendSearchWords(tx: Tx, column: "series_id" | "manufacturer_id", id: string, name: string) {
  const words = [...new Set(name.toLowerCase().split(/\s+/).filter(Boolean))];
  for (const w of words) {
    await tx.execute(sql`update devices set search_text = search_text || ' ' || ${w}
      where ${sql.identifier(column)} = ${id} and not (${w} = any (string_to_array(search_text, ' ')))`);
  }
  await addSearchTerms(tx, words.join(" "));
}

export async function updateEditorManufacturer(
  db: Db,
  id: string,
  input: ManufacturerUpdate,
  actor: EditorActor,
): Promise<EditorManufacturer> {
  await change(db, actor, "catalog.manufacturer.update", id, async (tx) => {
    const before = await getEditorManufacturer(asDb(tx), id);
    if (!before) throw notFound("manufacturer");
    if (input.slug && input.slug !== before.slug && !(await slugFree(tx, "manufacturers", input.slug, id))) throw taken("slug");
    if (input.name !== undefined || input.slug !== undefined)
      await tx
        .update(manufacturers)
        .set({ name: input.name ?? before.name, slug: input.slug ?? before.slug })
        .where(eq(manufacturers.id, id));
    if (input.name && input.name !== before.name) await appendSearchWords(tx, "manufacturer_id", id, input.name);
    await writePageTexts(tx, manufacturerTexts, id, input.texts);
    return { before, after: await getEditorManufacturer(asDb(tx), id), result: null };
  });
  return (await getEditorManufacturer(db, id))!;
}

// ───────────────────────── series ─────────────────────────

export interface EditorSeries {
  id: string;
  name: string;
  slug: string;
  categoryId: string;
  manufacturerId: string;
  manufacturer: string;
  top: boolean;
  deviceCount: number;
  texts: PageTexts;
}

export async function listEditorSeries(
  db: Db,
  filter: { id?: string; categoryId?: string; manufacturerId?: string } = {},
): Promise<EditorSeries[]> {
  const where: SQL[] = [];
  if (filter.id) where.push(sql`s.id = ${filter.id}`);
  if (filter.categoryId) where.push(sql`s.category_id = ${filter.categoryId}`);
  if (filter.manufacturerId) where.push(sql`s.manufacturer_id = ${filter.manufacturerId}`);
  const list = await rows<{
    id: string;
    name: string;
    slug: string;
    category_id: string;
    manufacturer_id: string;
    manufacturer: string;
    top: boolean;
    device_count: number;
  }>(
    db,
    sql`select s.id, s.name, s.slug, s.category_id, s.manufacturer_id, m.name as manufacturer, s.top,
      (select count(*)::int from devices d where d.series_id = s.id) as device_count
      from series s join manufacturers m on m.id = s.manufacturer_id ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
      order by lower(m.name), lower(s.name), s.id limit 5000`,
  );
  const texts = filter.id ? await db.select().from(seriesTexts).where(eq(seriesTexts.seriesId, filter.id)) : [];
  return list.map((s) => ({
    id: s.id,
    name: s.name,
    slug: s.slug,
    categoryId: s.category_id,
    manufacturerId: s.manufacturer_id,
    manufacturer: s.manufacturer,
    top: Boolean(s.top),
    deviceCount: Number(s.device_count),
    texts: byEdition(
      texts.filter((t) => t.seriesId === s.id),
      (t) => ({ content: t.content, metaDescription: t.metaDescription, metaKeywords: t.metaKeywords }),
    ),
  }));
}

export async function getEditorSeries(db: Db, id: string): Promise<EditorSeries | null> {
  return (await listEditorSeries(db, { id }))[0] ?? null;
}

async function checkParents(tx: Tx, categoryId: string | undefined, manufacturerId: string | undefined) {
  const errors: FieldError[] = [];
  if (categoryId !== undefined && !(await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId))).length)
    errors.push({ field: "categoryId", message: err("unknownCategory") });
  if (
    manufacturerId !== undefined &&
    !(await tx.select({ id: manufacturers.id }).from(manufacturers).where(eq(manufacturers.id, manufacturerId))).length
  )
    errors.push({ field: "manufacturerId", message: err("unknownManufacturer") });
  if (errors.length) throw invalid(errors);
}

export async function createEditorSeries(db: Db, input: SeriesCreate, actor: EditorActor): Promise<EditorSeries> {
  await change(db, actor, "catalog.series.create", input.slug, async (tx) => {
    await checkParents(tx, input.categoryId, input.manufacturerId);
    if (!(await slugFree(tx, "series", input.slug))) throw taken("slug");
    const [idHit] = await tx.select({ id: series.id }).from(series).where(eq(series.id, input.slug));
    if (idHit) throw taken("slug");
    await tx.insert(series).values({
      id: input.slug,
      name: input.name,
      slug: input.slug,
      categoryId: input.categoryId,
      manufacturerId: input.manufacturerId,
      top: input.top,
      thumbnail: `/images/categories/${input.categoryId}.svg`,
    });
    await tx.insert(seriesTexts).values(fullTexts(input.texts).map((t) => ({ ...t, seriesId: input.slug })));
    return { before: null, after: await getEditorSeries(asDb(tx), input.slug), result: null };
  });
  return (await getEditorSeries(db, input.slug))!;
}

/** Changes a series; moving it to another category or manufacturer moves its devices along. */
export async function updateEditorSeries(db: Db, id: string, input: SeriesUpdate, actor: EditorActor): Promise<EditorSeries> {
  await change(db, actor, "catalog.series.update", id, async (tx) => {
    const before = await getEditorSeries(asDb(tx), id);
    if (!before) throw notFound("series");
    await checkParents(tx, input.categoryId, input.manufacturerId);
    if (input.slug && input.slug !== before.slug && !(await slugFree(tx, "series", input.slug, id))) throw taken("slug");
    const categoryId = input.categoryId ?? before.categoryId;
    const manufacturerId = input.manufacturerId ?? before.manufacturerId;
    await tx
      .update(series)
      .set({ name: input.name ?? before.name, slug: input.slug ?? before.slug, categoryId, manufacturerId, top: input.top ?? before.top })
      .where(eq(series.id, id));
    if (categoryId !== before.categoryId || manufacturerId !== before.manufacturerId) {
      await tx.update(devices).set({ categoryId, manufacturerId }).where(eq(devices.seriesId, id));
    }
    if (input.name && input.name !== before.name) await appendSearchWords(tx, "series_id", id, input.name);
    if (manufacturerId !== before.manufacturerId) {
      const [m] = await tx.select({ name: manufacturers.name }).from(manufacturers).where(eq(manufacturers.id, manufacturerId));
      await appendSearchWords(tx, "series_id", id, m!.name);
    }
    await writePageTexts(tx, seriesTexts, id, input.texts);
    return { before, after: await getEditorSeries(asDb(tx), id), result: null };
  });
  return (await getEditorSeries(db, id))!;
}

// ───────────────────────── questions and answers ─────────────────────────

export interface EditorAnswer {
  id: number;
  code: string;
  sortOrder: number;
  effect: StoredEffect;
  texts: Partial<Record<EditionId, { text: string; help: string; noOfferReason: string | null; finding: string | null }>>;
}

export interface EditorQuestion {
  id: number;
  code: string;
  categoryId: string | null;
  deviceId: number | null;
  sortOrder: number;
  texts: Partial<Record<EditionId, { question: string; description: string }>>;
  answers: EditorAnswer[];
}

export function effectOf(row: { effectKind: string; multiplier: string | null; deductionCents: number | null }): StoredEffect {
  if (row.effectKind === "multiplier") return { kind: "multiplier", value: Number(row.multiplier) };
  if (row.effectKind === "deduction") return { kind: "deduction", cents: Number(row.deductionCents) };
  return { kind: "noOffer" };
}

const effectColumns = (e: StoredEffect) => ({
  effectKind: e.kind,
  multiplier: e.kind === "multiplier" ? e.value.toFixed(4) : null,
  deductionCents: e.kind === "deduction" ? e.cents : null,
});

/** A category's shared questions, or one device's own. */
export async function listEditorQuestions(
  db: Db,
  owner: { categoryId: string } | { deviceId: number } | { id: number },
): Promise<EditorQuestion[]> {
  const where =
    "id" in owner
      ? eq(questions.id, owner.id)
      : "deviceId" in owner
        ? eq(questions.deviceId, owner.deviceId)
        : and(eq(questions.categoryId, owner.categoryId), sql`${questions.deviceId} is null`);
  const qs = await db.select().from(questions).where(where).orderBy(asc(questions.sortOrder), asc(questions.id));
  if (!qs.length) return [];
  const ids = qs.map((q) => q.id);
  const [qTexts, as] = await Promise.all([
    db.select().from(questionTexts).where(inArray(questionTexts.questionId, ids)),
    db.select().from(answers).where(inArray(answers.questionId, ids)).orderBy(asc(answers.sortOrder), asc(answers.id)),
  ]);
  const aTexts = as.length
    ? await db
        .select()
        .from(answerTexts)
        .where(
          inArray(
            answerTexts.answerId,
            as.map((a) => a.id),
          ),
        )
    : [];
  return qs.map((q) => ({
    id: q.id,
    code: q.code,
    categoryId: q.categoryId,
    deviceId: q.deviceId,
    sortOrder: q.sortOrder,
    texts: byEdition(
      qTexts.filter((t) => t.questionId === q.id),
      (t) => ({ question: t.question, description: t.description }),
    ),
    answers: as
      .filter((a) => a.questionId === q.id)
      .map((a) => ({
        id: a.id,
        code: a.code,
        sortOrder: a.sortOrder,
        effect: effectOf(a),
        texts: byEdition(
          aTexts.filter((t) => t.answerId === a.id),
          (t) => ({ text: t.text, help: t.help, noOfferReason: t.noOfferReason, finding: t.finding }),
        ),
      })),
  }));
}

export async function getEditorQuestion(db: Db, id: number): Promise<EditorQuestion | null> {
  return (await listEditorQuestions(db, { id }))[0] ?? null;
}

/**
 * Every edition needs a question text, an answer text and, for a "no offer" answer, a reason:
 * the shop joins the texts of its edition and shows nothing where one is missing. Answers are
 * named by their code ("answers.<code>.texts.de.text"): stable, unlike their order.
 */
function completeness(q: EditorQuestion): FieldError[] {
  const errors: FieldError[] = [];
  for (const edition of EDITIONS) {
    if (!q.texts[edition]?.question) errors.push({ field: `texts.${edition}.question`, message: err("question") });
    for (const a of q.answers) {
      const t = a.texts[edition];
      if (!t?.text) errors.push({ field: `answers.${a.code}.texts.${edition}.text`, message: err("answerText") });
      if (a.effect.kind === "noOffer" && !t?.noOfferReason)
        errors.push({ field: `answers.${a.code}.texts.${edition}.noOfferReason`, message: err("noOfferReason") });
    }
  }
  if (q.answers.length < 2) errors.push({ field: "answers", message: err("answers") });
  const codes = q.answers.map((a) => a.code);
  codes.forEach((c, i) => {
    if (codes.indexOf(c) !== i) errors.push({ field: `answers.${c}.code`, message: err("codeTaken") });
  });
  return errors;
}

type AnswerTextInput = Partial<{ text: string; help: string; noOfferReason: string | null; finding: string | null }>;

async function writeAnswer(
  tx: Tx,
  questionId: number,
  a: {
    id?: number;
    code?: string;
    sortOrder?: number;
    effect?: StoredEffect;
    texts?: Partial<Record<EditionId, AnswerTextInput | undefined>>;
  },
  index: number,
  existing: EditorAnswer[],
) {
  let answerId: number;
  if (a.id !== undefined) {
    const current = existing.find((x) => x.id === a.id);
    if (!current) throw invalid([{ field: `answers.${index}.id`, message: err("unknownAnswer") }]);
    answerId = a.id;
    const set = { ...(a.sortOrder !== undefined ? { sortOrder: a.sortOrder } : {}), ...(a.effect ? effectColumns(a.effect) : {}) };
    if (Object.keys(set).length) await tx.update(answers).set(set).where(eq(answers.id, answerId));
  } else {
    if (!a.code || !a.effect) throw invalid([{ field: `answers.${index}.code`, message: err("code") }]);
    const [row] = await tx
      .insert(answers)
      .values({ questionId, code: a.code, sortOrder: a.sortOrder ?? existing.length + index, ...effectColumns(a.effect) })
      .returning({ id: answers.id });
    answerId = row!.id;
  }
  for (const [edition, t] of Object.entries(a.texts ?? {}) as [EditionId, AnswerTextInput][]) {
    const reason = t.noOfferReason === undefined ? undefined : t.noOfferReason || null;
    const finding = t.finding === undefined ? undefined : t.finding || null;
    await tx
      .insert(answerTexts)
      .values({ answerId, edition, text: t.text ?? "", help: t.help ?? "", noOfferReason: reason ?? null, finding: finding ?? null })
      .onConflictDoUpdate({
        target: [answerTexts.answerId, answerTexts.edition],
        set: {
          ...(t.text !== undefined ? { text: t.text } : {}),
          ...(t.help !== undefined ? { help: t.help } : {}),
          ...(reason !== undefined ? { noOfferReason: reason } : {}),
          ...(finding !== undefined ? { finding } : {}),
        },
      });
  }
}

async function writeQuestionTexts(tx: Tx, questionId: number, texts: QuestionUpdate["texts"]) {
  for (const [edition, t] of Object.entries(texts ?? {}) as [EditionId, Partial<{ question: string; description: string }>][]) {
    await tx
      .insert(questionTexts)
      .values({ questionId, edition, question: t.question ?? "", description: t.description ?? "" })
      .onConflictDoUpdate({ target: [questionTexts.questionId, questionTexts.edition], set: t });
  }
}

/**
 * Trades that still re-price with a device's current questions (not yet inspected): the first own
 * question of a device would replace the category's ids their answers name, so it waits for them.
 */
async function openTradesOf(tx: Tx, deviceId: number): Promise<number> {
  const [r] = await rows<{ n: number }>(
    tx as unknown as Db,
    sql`select count(*)::int as n from trade_lines l join trades t on t.id = l.trade_id where l.device_id = ${deviceId} and t.state in ('created', 'received')`,
  );
  return Number(r?.n ?? 0);
}

export async function createEditorQuestion(db: Db, input: QuestionCreate, actor: EditorActor): Promise<EditorQuestion> {
  const id = await change(db, actor, "catalog.question.create", input.code, async (tx) => {
    if (input.categoryId !== undefined) {
      if (!(await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId))).length)
        throw invalid([{ field: "categoryId", message: err("unknownCategory") }]);
    } else {
      if (!(await tx.select({ id: devices.id }).from(devices).where(eq(devices.id, input.deviceId!))).length)
        throw invalid([{ field: "deviceId", message: err("unknownDevice") }]);
      const own = await tx.select({ id: questions.id }).from(questions).where(eq(questions.deviceId, input.deviceId!)).limit(1);
      if (!own.length && (await openTradesOf(tx, input.deviceId!)) > 0)
        throw new ProblemError(409, "conflict", err("openTrades"), [{ field: "deviceId", message: err("openTrades") }]);
    }
    const siblings = await listEditorQuestions(
      asDb(tx),
      input.categoryId !== undefined ? { categoryId: input.categoryId } : { deviceId: input.deviceId! },
    );
    if (siblings.some((q) => q.code === input.code))
      throw new ProblemError(409, "conflict", undefined, [{ field: "code", message: err("codeTaken") }]);
    const [row] = await tx
      .insert(questions)
      .values({
        code: input.code,
        categoryId: input.categoryId ?? null,
        deviceId: input.deviceId ?? null,
        sortOrder: input.sortOrder ?? (siblings.at(-1)?.sortOrder ?? -1) + 1,
      })
      .returning({ id: questions.id });
    await writeQuestionTexts(tx, row!.id, input.texts);
    for (const [i, a] of input.answers.entries()) await writeAnswer(tx, row!.id, { ...a, sortOrder: a.sortOrder ?? i }, i, []);
    const after = await getEditorQuestion(asDb(tx), row!.id);
    const problems = completeness(after!);
    if (problems.length) throw invalid(problems);
    return { before: null, after, result: row!.id };
  });
  return (await getEditorQuestion(db, id))!;
}

/** Changes a question's order, texts and answers (effects, order, texts; new answers are added, none removed). */
export async function updateEditorQuestion(db: Db, id: number, input: QuestionUpdate, actor: EditorActor): Promise<EditorQuestion> {
  await change(db, actor, "catalog.question.update", String(id), async (tx) => {
    const before = await getEditorQuestion(asDb(tx), id);
    if (!before) throw notFound("question");
    if (input.sortOrder !== undefined) await tx.update(questions).set({ sortOrder: input.sortOrder }).where(eq(questions.id, id));
    await writeQuestionTexts(tx, id, input.texts);
    for (const [i, a] of (input.answers ?? []).entries()) await writeAnswer(tx, id, a, i, before.answers);
    const after = await getEditorQuestion(asDb(tx), id);
    const problems = completeness(after!);
    if (problems.length) throw invalid(problems);
    return { before, after, result: null };
  });
  return (await getEditorQuestion(db, id))!;
}
