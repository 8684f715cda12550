/** The calibration page's and API's filters (decision 0131): category, model family (series), channel; each optional. */
import { inputString, z } from "../shared/index.ts";
import { CALIBRATION_CHANNELS } from "./rules.ts";

const id = (what: string) =>
  inputString()
    .trim()
    .max(100, "validation.tooLong")
    .regex(/^[a-z0-9][a-z0-9_-]*$/i, "validation.invalid")
    .optional()
    .describe(what);

export const calibrationQuerySchema = z.object({
  category: id("A catalog category's id (smartphones, tablets, …); left out: every category"),
  series: id("A model family's (series) id; left out: every family"),
  channel: z.enum(CALIBRATION_CHANNELS).optional().describe("shop | widget | store | business; left out: every channel"),
});
export type CalibrationQuery = z.infer<typeof calibrationQuerySchema>;
