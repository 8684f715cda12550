/**
 * Module seams (issue 28 item 3, decision 0075), checked on the import graph that
 * dependency-cruiser reads from the TypeScript sources:
 * - no cycle between core modules (a module is a folder directly under core/; the module graph is
 *   made from the file graph, `import type` included, test files left out),
 * - no cycle between files anywhere in app/, server/, core/ and db/ (`import type` left out: it is
 *   erased before anything runs),
 * - nothing outside a module imports past its door: from outside core/X only core/X/index.ts
 *   (browser-safe) or core/X/index.server.ts (server only) is imported,
 * - a module's index.ts stays browser-safe: it reaches no `.server.ts` file at run time.
 */
import path from "node:path";
import { cruise, type ICruiseResult, type IModule } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const SOURCES = ["app", "server", "core", "db", "scripts", "tests", "bench"];
const CYCLE_AREAS = /^(app|server|core|db)\//;
const DOOR = /^core\/[^/]+\/index(\.server)?\.ts$/;
const TEST_FILE = /\.test\.tsx?$/;

const moduleOf = (file: string) => /^core\/([^/]+)\//.exec(file)?.[1] ?? null;
const typeOnly = (types: readonly string[]) => types.includes("type-only");

export interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

/** Every resolved import between files of ours (relative to the repository root). */
export async function importGraph(sources = SOURCES, cwd = root): Promise<Edge[]> {
  const previous = process.cwd();
  process.chdir(cwd);
  try {
    const result = await cruise(
      sources,
      {
        tsPreCompilationDeps: true,
        doNotFollow: { path: "node_modules" },
        exclude: { path: "(^|/)(node_modules|build[^/]*|\\.react-router|data|test-results)/" },
        moduleSystems: ["es6"],
        tsConfig: { fileName: "tsconfig.json" },
      },
      {},
      { tsConfig: extractTSConfig(path.join(cwd, "tsconfig.json")) },
    );
    const modules = (result.output as ICruiseResult).modules as IModule[];
    return modules.flatMap((m) =>
      m.dependencies
        .filter((d) => d.resolved && !d.coreModule && !d.couldNotResolve && !d.resolved.includes("node_modules/"))
        .map((d) => ({ from: m.source, to: d.resolved, typeOnly: typeOnly(d.dependencyTypes) })),
    );
  } finally {
    process.chdir(previous);
  }
}

/** The strongly connected components with more than one node (or a node importing itself). */
export function cycles(edges: Iterable<[string, string]>): string[][] {
  const next = new Map<string, Set<string>>();
  for (const [a, b] of edges) {
    if (!next.has(a)) next.set(a, new Set());
    if (!next.has(b)) next.set(b, new Set());
    next.get(a)!.add(b);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || next.get(v)!.has(v)) found.push(component.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** The findings of the four checks, each a list of readable lines (empty when all is well). */
export function boundaryProblems(edges: Edge[]) {
  const moduleEdges = new Map<string, string>();
  for (const e of edges) {
    const [a, b] = [moduleOf(e.from), moduleOf(e.to)];
    if (a && b && a !== b && !TEST_FILE.test(e.from) && !moduleEdges.has(`${a} ${b}`)) moduleEdges.set(`${a} ${b}`, `${e.from} → ${e.to}`);
  }
  const moduleCycles = cycles([...moduleEdges.keys()].map((k) => k.split(" ") as [string, string])).map(
    (c) =>
      `${c.join(" ⇄ ")}: ${[...moduleEdges]
        .filter(([k]) => k.split(" ").every((m) => c.includes(m)))
        .map(([, example]) => example)
        .join("; ")}`,
  );
  const fileCycles = cycles(
    edges.filter((e) => !e.typeOnly && CYCLE_AREAS.test(e.from) && CYCLE_AREAS.test(e.to)).map((e) => [e.from, e.to] as [string, string]),
  ).map((c) => c.join(" ⇄ "));
  const pastTheDoor = edges
    .filter((e) => {
      const target = moduleOf(e.to);
      return target !== null && moduleOf(e.from) !== target && !DOOR.test(e.to);
    })
    .map((e) => `${e.from} → ${e.to}`);
  // index.ts is browser-safe: no run-time path from it to a .server.ts file
  const runtime = new Map<string, string[]>();
  for (const e of edges) if (!e.typeOnly) runtime.set(e.from, [...(runtime.get(e.from) ?? []), e.to]);
  const serverOnlyDoors: string[] = [];
  for (const door of new Set(edges.flatMap((e) => [e.from, e.to]).filter((f) => /^core\/[^/]+\/index\.ts$/.test(f)))) {
    const seen = new Set([door]);
    const todo: string[][] = [[door]];
    while (todo.length) {
      const trail = todo.shift()!;
      const file = trail.at(-1)!;
      if (file.endsWith(".server.ts")) {
        serverOnlyDoors.push(trail.join(" → "));
        break;
      }
      for (const to of runtime.get(file) ?? []) {
        if (seen.has(to)) continue;
        seen.add(to);
        todo.push([...trail, to]);
      }
    }
  }
  return { moduleCycles, fileCycles, pastTheDoor, serverOnlyDoors };
}

describe("module boundaries (decision 0075)", () => {
  it("has no cycle between core modules or files, no import past a module's index, and browser-safe index.ts files", async () => {
    const problems = boundaryProblems(await importGraph());
    expect.soft(problems.moduleCycles, "cycles between core modules").toEqual([]);
    expect.soft(problems.fileCycles, "cycles between files").toEqual([]);
    expect.soft(problems.pastTheDoor, "imports past a module's index.ts / index.server.ts").toEqual([]);
    expect.soft(problems.serverOnlyDoors, "index.ts files that reach a .server.ts file").toEqual([]);
  }, 120_000);
});
