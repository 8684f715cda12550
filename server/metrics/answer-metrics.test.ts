import { Counter, Histogram, Registry, type Metric } from "prom-client";
import { describe, expect, it } from "vitest";
import { AnswerMetrics } from "./answer-metrics.ts";

const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5, 5, 10];
const NAMES = { requests: "http_requests_total", duration: "http_request_duration_seconds" };
const HELP = { requests: "requests", duration: "latency" };

/** The same answers through prom-client's own Counter and Histogram, and through AnswerMetrics. */
function bothRegistries() {
  const reference = new Registry();
  const counter = new Counter({
    name: NAMES.requests,
    help: HELP.requests,
    labelNames: ["method", "route", "status"],
    registers: [reference],
  });
  const histogram = new Histogram({
    name: NAMES.duration,
    help: HELP.duration,
    labelNames: ["method", "route", "status"],
    buckets: BOUNDS,
    registers: [reference],
  });
  const ours = new Registry();
  const answers = new AnswerMetrics(NAMES, HELP, BOUNDS);
  ours.registerMetric({ name: NAMES.requests, get: async () => answers.requests(), reset: () => answers.reset() } as unknown as Metric);
  ours.registerMetric({ name: NAMES.duration, get: async () => answers.duration(), reset: () => answers.reset() } as unknown as Metric);
  const record = (method: string, route: string, status: number, seconds: number) => {
    const labels = {
      method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"].includes(method) ? method : "other",
      route,
      status: String(status),
    };
    counter.inc(labels);
    histogram.observe(labels, seconds);
    answers.record(method, route, status, seconds);
  };
  return { reference, ours, answers, record };
}

describe("answer metrics", () => {
  it("render exactly what prom-client's counter and histogram render for the same answers", async () => {
    const { reference, ours, record } = bothRegistries();
    // every bucket edge, above the last bound, several routes, methods and statuses, an unknown method
    const seconds = [0, 0.005, 0.0050001, 0.01, 0.02, 0.3, 0.31, 1, 9.99, 10, 10.5, 42];
    seconds.forEach((s, i) => record(i % 3 ? "GET" : "POST", i % 2 ? "page:home" : "/api/health", i % 4 ? 200 : 404, s));
    record("HEAD", "page:product", 304, 0.001);
    record("PROPFIND", "other", 405, 0.002);
    expect(await ours.metrics()).toBe(await reference.metrics());
    // as JSON too, apart from prom-client's empty exemplars
    const samples = async (r: Registry) =>
      (await r.getMetricsAsJSON()).map((m) => ({
        ...m,
        values: m.values.map((v) => ({ labels: v.labels, value: v.value, metricName: (v as { metricName?: string }).metricName })),
      }));
    expect(await samples(ours)).toEqual(await samples(reference));
  });

  it("counts every answer once and keeps the sum", async () => {
    const { answers } = bothRegistries();
    for (let i = 0; i < 1000; i++) answers.record("GET", "page:home", 200, 0.001);
    answers.record("GET", "page:home", 304, 0.002);
    const counts = answers.requests().values;
    expect(counts).toEqual([
      { labels: { method: "GET", route: "page:home", status: "200" }, value: 1000 },
      { labels: { method: "GET", route: "page:home", status: "304" }, value: 1 },
    ]);
    const sum = answers.duration().values.find((v) => v.metricName === "http_request_duration_seconds_sum" && v.labels.status === "200");
    expect(sum?.value).toBeCloseTo(1, 9);
  });

  it("reset empties both series", async () => {
    const { ours, answers, record } = bothRegistries();
    record("GET", "page:home", 200, 0.001);
    ours.resetMetrics();
    expect(answers.requests().values).toEqual([]);
    expect(answers.duration().values).toEqual([]);
  });

  it("refuses bounds that do not ascend", () => {
    expect(() => new AnswerMetrics(NAMES, HELP, [0.1, 0.1])).toThrow(/ascend/);
  });
});
