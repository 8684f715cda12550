/** Validation of controlling events (zod; server side and tests). */
import { z, toCents, inputString } from "../shared/index.ts";
import { EDITIONS, MARKETING_PARAMETERS, editions } from "../editions/index.ts";
import { CONTROLLING_EVENTS } from "./events.ts";

export const APPLICATION_IDS = EDITIONS.map((e) => editions[e].applicationCode) as [string, ...string[]];

/** Client ids are our own random hashes (64 hex digits); other affiliate formats stay possible. */
export const clientIdSchema = inputString().regex(/^[A-Za-z0-9_-]{16,128}$/, "controlling.error.clientId");

const optionalText = (max: number) => inputString().trim().min(1).max(max).nullish();
const optionalId = (max: number) =>
  z
    .union([inputString().trim().min(1).max(max), z.number().int().nonnegative()])
    .transform((v) => String(v))
    .nullish();

/** A EUR decimal with at most two decimals, 0 … 10,000,000, stored as integer cents. */
const euros = z
  .number()
  .finite()
  .min(0)
  .max(10_000_000)
  .transform((v, ctx) => {
    try {
      return toCents(v);
    } catch {
      ctx.addIssue({ code: "custom", message: "controlling.error.amount" });
      return z.NEVER;
    }
  })
  .nullish();

const params = z.strictObject(
  Object.fromEntries(MARKETING_PARAMETERS.map((p) => [p, inputString().trim().min(1).max(500).optional()])) as Record<
    (typeof MARKETING_PARAMETERS)[number],
    z.ZodOptional<z.ZodString>
  >,
);

export const controllingEventSchema = z
  .strictObject({
    clientId: clientIdSchema.nullable(),
    applicationId: z.enum(APPLICATION_IDS, { message: "controlling.error.applicationId" }),
    url: inputString()
      .max(2048)
      .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), "controlling.error.url"),
    eventName: z.enum(CONTROLLING_EVENTS, { message: "controlling.error.eventName" }),
    conditionId: optionalId(64),
    currency: inputString()
      .regex(/^[A-Z]{3}$/, "controlling.error.currency")
      .nullish(),
    deviceId: optionalId(64),
    revenue: euros,
    // a trade of several devices lists them all (up to 20 names)
    productName: optionalText(1000),
    offerId: optionalText(64),
    tradeId: optionalText(64),
    category: optionalText(100),
    voucherCode: optionalText(64),
    voucherValue: euros,
    params: params.optional(),
  })
  .superRefine((v, ctx) => {
    const given = v.params ? Object.values(v.params).filter((x) => x !== undefined).length : 0;
    if (v.eventName === "marketing_touchpoint" && given === 0)
      ctx.addIssue({ code: "custom", path: ["params"], message: "controlling.error.paramsMissing" });
    if (v.eventName !== "marketing_touchpoint" && v.params !== undefined)
      ctx.addIssue({ code: "custom", path: ["params"], message: "controlling.error.paramsOnlyTouchpoint" });
  });

export type ControllingEventInput = z.output<typeof controllingEventSchema>;
