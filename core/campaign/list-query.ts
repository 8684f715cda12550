import { EDITIONS } from "../editions/index.ts";
import { z } from "../shared/index.ts";

/** The back office's campaign list query (page and API). */
export const campaignListQuery = z.object({ edition: z.enum(EDITIONS).optional().describe("Only this edition's campaigns") });
