import type { ModelFiguresView } from "../../../core/model-facts/index.ts";

/** Open figures per model (issue 34): placeholder until built. */
export function ModelFigures(_props: { figures: ModelFiguresView | null }) {
  return null;
}
