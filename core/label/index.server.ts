/** The label module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
export { renderLabelPdf, labelInputSchema, type LabelInput, type LabelOptions } from "./render.server.ts";
export { LABEL_FONTS } from "./font.server.ts";
