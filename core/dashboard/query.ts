import { EDITIONS } from "../editions/index.ts";
import { z } from "../shared/index.ts";

/** The dashboard's query (page and API): one edition, or none for every edition. */
export const dashboardQuerySchema = z.object({
  edition: z.enum(EDITIONS).optional().describe("One edition (de, at, es, fr, it, en); empty or left out: every edition"),
});
