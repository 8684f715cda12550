/**
 * The stored cart's rules as zod schemas (spec §3). The browser reads the cart with the hand-written
 * checks of cart-state.ts and add-line.ts (no zod in the checkout's JavaScript, decision 0056);
 * these schemas are the reference the unit tests compare them with, and a server-side reader may use them.
 */
import { z } from "../shared/index.ts";
import { MAX_QUANTITY_PER_LINE } from "./add-line.ts";
import type { CartState } from "./cart-state.ts";

const isoDateTime = z.string().refine((value) => Number.isFinite(Date.parse(value)), { message: "Invalid date" });

export const cartAnswerSchema = z.object({
  questionCode: z.string().min(1),
  answerCode: z.string().min(1),
});

export const cartLineSchema = z.object({
  offerId: z.string().min(1),
  deviceId: z.string().min(1),
  deviceName: z.string(),
  deviceUrl: z.string(),
  image: z.string().optional(),
  price: z.number().nonnegative(),
  campaign: z.object({ name: z.string(), bonus: z.number().nonnegative() }).optional(),
  quantity: z.number().int().min(1).max(MAX_QUANTITY_PER_LINE),
  validUntil: isoDateTime,
  answers: z.array(cartAnswerSchema),
});

/** Parses the persisted cart; missing fields take their defaults, unknown fields are dropped. */
export const cartStateSchema = z.object({
  cart: z.array(cartLineSchema).default(() => []),
  cartExpiry: z.number().int().nonnegative().default(0),
  offerIds: z.array(z.string()).default(() => []),
  transactionId: z.number().int().nonnegative().default(0),
  voucher: z.string().nullable().default(null),
  B2BMode: z.boolean().default(false),
  priceCalculateDone: z.boolean().default(false),
  paymentType: z.number().int().nonnegative().default(0),
  isPayPalTransaction: z.boolean().default(false),
});

// Compile-time guard: the schema's output is exactly the CartState shape.
type SchemaOutput = z.output<typeof cartStateSchema>;
const _schemaMatchesState: [SchemaOutput extends CartState ? true : never, CartState extends SchemaOutput ? true : never] = [true, true];
void _schemaMatchesState;
