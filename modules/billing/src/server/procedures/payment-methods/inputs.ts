import { z } from "zod";

import { refText } from "@hopper/core/validation";

export const methodRef = z.object({ id: refText("The payment method") });

/**
 * The add form's fields as sent: the local card (number, expMonth, expYear, cvc) or Stripe's `paymentMethodId`.
 * Bounds only; the provider checks the card and answers in its own words.
 */
export const addInput = z
  .record(z.string().max(32), z.string().max(255, "The payment details are too long."))
  .refine((fields) => Object.keys(fields).length <= 16, "Too many payment fields.");
