/** Shipping label: PDF renderer, receiving warehouse and carrier per edition. */
export { renderLabelPdf, labelInputSchema, type LabelInput, type LabelOptions } from "./render.server.ts";
export { carrierFor, warehouseFor, type WarehouseAddress } from "./warehouses.ts";
export { LABEL_FONTS } from "./font.server.ts";
