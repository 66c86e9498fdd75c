import { z } from "zod";

// The catalogue procedures' inputs: every text bounded, amounts positive integers (the service checks the range
// again, since the admin form's empty field means "not offered").

const id = z.string().min(1).max(64);
export const currencyInput = z.string().max(8).optional();
export const kindInput = z.enum(["midas", "pyro"]).optional();

export const listInput = z.object({ kind: kindInput, currency: currencyInput }).default({});
export const plusInput = z.object({ currency: currencyInput }).default({});

const amount = z.number().int().min(1).max(2_000_000_000).nullable();
export const updatePriceInput = z.object({ priceId: id, monthly: amount, quarterly: amount, yearly: amount });
export const setPriceActiveInput = z.object({ priceId: id, active: z.boolean() });
export const setProductActiveInput = z.object({ productId: id, active: z.boolean() });
