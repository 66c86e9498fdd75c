import { z } from "zod";

const id = z.string().min(1).max(64);
const text = (max: number) => z.string().max(max);

export const checkoutInput = z.object({ plan: z.string().min(1).max(64) });
export const addCardInput = z.record(z.string().max(32), z.string().max(255));
export const payInput = z.object({
  orderId: id,
  productId: id,
  priceId: id,
  interval: z.enum(["monthly", "quarterly", "yearly"]),
  paymentMethodId: id,
  region: text(32),
  // the service trims and refuses names over 64 characters with its own message
  name: text(256),
  loader: text(16),
  loaderVersion: text(64).optional(),
  gameVersion: text(32),
});
export const staffSuspendInput = z.object({ id: z.string().min(1).max(16), message: text(2000) });
export const staffUnsuspendInput = z.object({ id: z.string().min(1).max(16) });
