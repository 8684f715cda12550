/** Shipping label: PDF renderer, receiving warehouse and carrier per edition. */
export { carrierFor, warehouseFor, type WarehouseAddress } from "./warehouses.ts";
