import { z } from "zod";

import { atMost, refText } from "@hopper/core/validation";

import { ADDRESS_MAX, REASON_MAX } from "../../services/payouts/inputs";

// The procedures' inputs only bound the strings (every input has a maximum); the services check the values and
// answer with their own sentences (an unknown method, an address that is not an email, an amount over the balance).

export const withdrawalFields = z.object({
  methodId: atMost("The method", 32),
  amountMinor: z.number(),
  address: atMost("The address", ADDRESS_MAX),
});

export const payoutIdInput = z.object({ id: refText("The payout") });

/** A page number of a paginated list: 1 to 10 000 (past the last page is the last page). */
export const pageInput = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const decisionFields = z.object({
  id: refText("The payout"),
  status: z.enum(["success", "failed"], { message: "Choose paid or failed." }),
  reason: atMost("The reason", REASON_MAX).optional(),
});
