/** Loads the shipped seed catalog (db/seed/catalog-data) into an empty database. */
import { EDITIONS, type EditionId } from "../../core/editions/index.ts";
import type { Db } from "../client.server.ts";
import {
  answerTexts,
  answers,
  categories,
  categoryTexts,
  devicePrices,
  devices,
  manufacturerTexts,
  manufacturers,
  questionTexts,
  questions,
  series,
  seriesTexts,
} from "../schema/index.ts";
import * as data from "./catalog-data/index.ts";
import { refreshSearchData } from "./search-data.server.ts";
import type { Texts } from "./catalog-data/types.ts";

/** The text an edition shows: Austria reads German with its own overrides. */
export function textFor(texts: Texts, edition: EditionId): string {
  if (edition === "at") return texts["de-AT"] ?? texts.de;
  return texts[edition];
}

export const categoryImage = (category: string) => `/images/categories/${category}.svg`;

/** The words a device is found by: model, name, series, manufacturer and the extra terms. */
export function searchTextOf(d: { name: string; model: string; searchTerms: string[] }, seriesName: string, manufacturerName: string) {
  const words = [d.model, d.name, seriesName, manufacturerName, ...d.searchTerms].join(" ").toLowerCase();
  return [...new Set(words.split(/\s+/).filter(Boolean))].join(" ");
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seedCatalog(db: Db): Promise<void> {
  const perEdition = <T>(make: (edition: EditionId) => T) => EDITIONS.map(make);
  await db.transaction(async (tx) => {
    await tx.insert(categories).values(
      data.categories.map((c) => ({
        id: c.key,
        sortOrder: c.sortOrder,
        topManufacturers: c.topManufacturers,
        thumbnail: categoryImage(c.key),
      })),
    );
    await tx.insert(categoryTexts).values(
      data.categories.flatMap((c) =>
        perEdition((edition) => ({
          categoryId: c.key,
          edition,
          name: textFor(c.name, edition),
          slug: c.slug[edition === "at" ? "de" : edition],
          content: textFor(c.content, edition),
          metaDescription: textFor(c.metaDescription, edition),
          metaKeywords: textFor(c.metaKeywords, edition),
        })),
      ),
    );
    await tx
      .insert(manufacturers)
      .values(data.manufacturers.map((m) => ({ id: m.key, name: m.name, slug: m.slug, thumbnail: `/images/manufacturers/${m.slug}.svg` })));
    await tx.insert(manufacturerTexts).values(
      data.manufacturers.flatMap((m) =>
        perEdition((edition) => ({
          manufacturerId: m.key,
          edition,
          content: textFor(m.content, edition),
          metaDescription: textFor(m.metaDescription, edition),
          metaKeywords: textFor(m.metaKeywords, edition),
        })),
      ),
    );
    await tx.insert(series).values(
      data.allSeries.map((s) => ({
        id: s.key,
        name: s.name,
        slug: s.slug,
        categoryId: s.category,
        manufacturerId: s.manufacturer,
        top: s.top ?? false,
        thumbnail: categoryImage(s.category),
      })),
    );
    await insertChunks(
      data.allSeries.flatMap((s) =>
        perEdition((edition) => ({
          seriesId: s.key,
          edition,
          content: textFor(s.content, edition),
          metaDescription: textFor(s.metaDescription, edition),
          metaKeywords: textFor(s.metaKeywords, edition),
        })),
      ),
      (chunk) => tx.insert(seriesTexts).values(chunk),
    );

    const seriesByKey = new Map(data.allSeries.map((s) => [s.key, s]));
    const manufacturerName = new Map(data.manufacturers.map((m) => [m.key, m.name]));
    const popular = new Map(data.popularDeviceSlugs.map((slug, i) => [slug, 1000 - i]));
    const deviceRows = data.allDevices.map((d) => {
      const s = seriesByKey.get(d.series)!;
      return {
        slug: d.slug,
        name: d.name,
        model: d.model,
        categoryId: s.category,
        manufacturerId: s.manufacturer,
        seriesId: s.key,
        releaseYear: d.releaseYear,
        releaseMonth: d.releaseMonth,
        image: categoryImage(s.category),
        thumbnail: categoryImage(s.category),
        searchText: searchTextOf(d, s.name, manufacturerName.get(s.manufacturer) ?? ""),
        popularity: popular.get(d.slug) ?? 0,
      };
    });
    const ids = new Map<string, number>();
    await insertChunks(deviceRows, async (chunk) => {
      const inserted = await tx.insert(devices).values(chunk).returning({ id: devices.id, slug: devices.slug });
      for (const row of inserted) ids.set(row.slug, row.id);
    });
    await insertChunks(
      data.allDevices.flatMap((d) =>
        perEdition((edition) => ({
          deviceId: ids.get(d.slug)!,
          edition,
          basePriceCents: Math.round(d.basePriceEur * data.editionPriceFactor[edition]) * 100,
        })),
      ),
      (chunk) => tx.insert(devicePrices).values(chunk),
      1000,
    );

    for (const [category, list] of Object.entries(data.categoryQuestions)) {
      for (const [qi, q] of list.entries()) {
        const [row] = await tx
          .insert(questions)
          .values({ code: q.code, categoryId: category, sortOrder: qi })
          .returning({ id: questions.id });
        const questionId = row!.id;
        await tx.insert(questionTexts).values(
          perEdition((edition) => ({
            questionId,
            edition,
            question: textFor(q.question, edition),
            description: textFor(q.description, edition),
          })),
        );
        const inserted = await tx
          .insert(answers)
          .values(
            q.answers.map((a, ai) => ({
              questionId,
              code: a.code,
              sortOrder: ai,
              effectKind: a.effect.kind,
              multiplier: a.effect.kind === "multiplier" ? String(a.effect.value) : null,
              deductionCents: a.effect.kind === "deduction" ? Math.round(a.effect.eur * 100) : null,
            })),
          )
          .returning({ id: answers.id, code: answers.code });
        await tx.insert(answerTexts).values(
          inserted.flatMap(({ id, code }) => {
            const a = q.answers.find((x) => x.code === code)!;
            const finding = data.findingFor(category as keyof typeof data.categoryQuestions, code);
            return perEdition((edition) => ({
              answerId: id,
              edition,
              text: textFor(a.text, edition),
              help: textFor(a.help, edition),
              noOfferReason: a.effect.kind === "noOffer" ? textFor(a.effect.reason, edition) : null,
              finding: finding ? textFor(finding, edition) : null,
            }));
          }),
        );
      }
    }
    await refreshSearchData(tx);
  });
}
