/** The built island scripts (hashed URLs), for loaders of pages rendered without hydration. */
import assets from "virtual:sellback/islands";
import type { IslandAsset, IslandName } from "./vite-plugin.ts";

export type { IslandAsset, IslandName };

/** Loader data field that tells the root layout to load this island instead of React. */
export function islandFor(name: IslandName): IslandAsset & { name: IslandName } {
  const asset = assets[name];
  if (!asset) throw new Error(`unknown island ${name}`);
  return { name, ...asset };
}
