import { z } from "zod";

const id = z.string().min(1).max(64);
const text = (max: number) => z.string().max(max);

export const checkoutInput = z
  .object({ plan: z.string().min(1).max(64).optional(), pack: z.string().min(1).max(64).optional() })
  .refine((input) => input.plan !== undefined || input.pack !== undefined, "Choose a plan or a modpack.");
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
  // "Create a server with this pack": the catalogue project; its version, loader and game version are the service's
  pack: id.optional(),
});
export const confirmationInput = z.object({ serverId: id, chargeId: id });
export const confirmInput = confirmationInput.extend({ outcome: z.enum(["complete", "fail"]) });
export const staffSuspendInput = z.object({ id: z.string().min(1).max(16), message: text(2000) });
export const staffUnsuspendInput = z.object({ id: z.string().min(1).max(16) });
