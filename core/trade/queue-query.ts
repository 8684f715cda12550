import { EDITIONS } from "../editions/index.ts";
import { inputString, z } from "../shared/index.ts";
import { TRADE_STATES } from "./states.ts";

/** The back office's trade queue query (the page and the API read the same). */
export const queueQuerySchema = z.object({
  state: z.enum(TRADE_STATES).optional(),
  edition: z.enum(EDITIONS).optional(),
  partner: inputString().trim().max(100, "validation.tooLong").optional(),
  age: z.coerce.number().int().min(0).max(3650).optional(),
  q: inputString().trim().max(200, "validation.tooLong").optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
