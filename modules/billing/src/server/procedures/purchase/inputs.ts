import { z } from "zod";

const id = z.string().min(1).max(64);
export const intervalInput = z.enum(["monthly", "quarterly", "yearly"]);

export const reviewInput = z.object({ interval: intervalInput, currency: z.string().max(8).optional() });
export const startInput = z.object({ priceId: id, interval: intervalInput, paymentMethodId: id });
export const actionInput = z.object({ chargeId: id });
