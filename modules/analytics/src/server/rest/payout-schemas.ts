import { z } from "zod";

// The reference's Labrinth.Payout.v3 answers (@modrinth/api-client 0.77.0). Money is dollars as JSON numbers with
// at most two decimals, made from integer cents (services/api/money.ts).

const dollars = z.number().describe("US dollars, at most two decimals");

export const payoutBalanceSchema = z.object({
  available: dollars,
  withdrawn_lifetime: dollars,
  withdrawn_ytd: dollars,
  pending: dollars,
  dates: z.record(z.string(), dollars).describe("Pending earnings by the date-time they become available"),
  requested_form_type: z.string().nullable().describe("Always null: Hopper collects no tax forms"),
  form_completion_status: z.string().nullable().describe("Always null: Hopper collects no tax forms"),
});

export const PAYOUT_STATUSES = ["success", "in-transit", "cancelled", "cancelling", "failed", "unknown"] as const;
export const PAYOUT_METHOD_TYPES = ["venmo", "paypal", "tremendous", "muralpay"] as const;

export const transactionItemSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("withdrawal"),
    id: z.string(),
    status: z.enum(PAYOUT_STATUSES),
    created: z.string(),
    amount: dollars.describe("What left the balance, fee included"),
    fee: dollars.nullable(),
    method_type: z.enum(PAYOUT_METHOD_TYPES).nullable(),
    method_id: z.string().nullable(),
    method_address: z.string().nullable(),
  }),
  z.object({
    type: z.literal("payout_available"),
    created: z.string().describe("When the earnings became available"),
    payout_source: z.enum(["creator_rewards", "affilites"]),
    amount: dollars,
  }),
]);

export const payoutMethodSchema = z.object({
  id: z.string(),
  type: z.enum(PAYOUT_METHOD_TYPES),
  name: z.string(),
  category: z.string().nullable(),
  image_url: z.string().nullable(),
  image_logo_url: z.string().nullable(),
  interval: z.object({
    standard: z.object({ min: dollars, max: dollars }).optional(),
    fixed: z.object({ values: z.array(dollars) }).optional(),
  }),
  currency_code: z.string().nullable(),
  exchange_rate: z.number().nullable(),
});

export const payoutMethodsQuery = z.object({
  country: z
    .string()
    .max(2, "country must be an ISO 3166-1 alpha-2 code")
    .optional()
    .describe("ISO 3166-1 alpha-2; every method is offered everywhere, so it filters nothing"),
});
