/**
 * Collects the series and devices of one category. Series are created on first use (with
 * templated texts), devices are appended in order. Internal to the seed catalog.
 */
import { configVariants, device, makeSeries, storageVariants } from "./helpers.ts";
import { manufacturerName } from "./manufacturers.ts";
import type { CategoryKey, SeedDevice, SeedSeries } from "./types.ts";

type Terms = string[];

export class CatalogBuilder {
  readonly series: SeedSeries[] = [];
  readonly devices: SeedDevice[] = [];
  private readonly byName = new Map<string, SeedSeries>();

  constructor(private readonly category: CategoryKey) {}

  private brand(manufacturer: string): string {
    const name = manufacturerName[manufacturer];
    if (!name) throw new Error(`unknown manufacturer ${manufacturer}`);
    return name;
  }

  /** The series key for (manufacturer, series name), creating the series on first use. */
  seriesKey(manufacturer: string, seriesName: string): string {
    const id = `${manufacturer}|${seriesName}`;
    let s = this.byName.get(id);
    if (!s) {
      s = makeSeries(this.category, manufacturer, this.brand(manufacturer), seriesName);
      this.byName.set(id, s);
      this.series.push(s);
    }
    return s.key;
  }

  /** Marks series as the manufacturer's top series in this category. */
  top(manufacturer: string, ...seriesNames: string[]): void {
    for (const name of seriesNames) {
      const s = this.byName.get(`${manufacturer}|${name}`);
      if (!s) throw new Error(`unknown series ${manufacturer} ${name}`);
      s.top = true;
    }
  }

  /** One device per storage size, e.g. [["128", 380], ["256", 420]]. */
  storage(
    mf: string,
    series: string,
    model: string,
    year: number,
    month: number,
    prices: Array<[string, number]>,
    terms: Terms = [],
  ): void {
    this.devices.push(...storageVariants({ series: this.seriesKey(mf, series), brand: this.brand(mf), model, year, month, prices, terms }));
  }

  /** One device per RAM/SSD configuration, e.g. [["8", "256", 420]]. */
  configs(
    mf: string,
    series: string,
    model: string,
    year: number,
    month: number,
    configs: Array<[string, string, number]>,
    terms: Terms = [],
  ): void {
    this.devices.push(...configVariants({ series: this.seriesKey(mf, series), brand: this.brand(mf), model, year, month, configs, terms }));
  }

  /** A single device. */
  one(mf: string, series: string, model: string, year: number, month: number, price: number, terms: Terms = []): void {
    this.devices.push(device({ series: this.seriesKey(mf, series), brand: this.brand(mf), model, year, month, price, terms }));
  }
}
