import { z } from "zod";

import { MONETIZATION_STATUSES } from "@hopper/catalog/server";

// The revenue procedures' inputs: lengths are capped here, the rules (ranges, who may) are the services'.

export const setPoolInput = z.object({
  month: z.string().max(7),
  amountMinor: z.number().int(),
  countsViews: z.boolean(),
  countsDownloads: z.boolean(),
});

export const projectInput = z.object({ project: z.string().min(1).max(64) });

export const setMonetizationInput = z.object({
  project: z.string().min(1).max(64),
  status: z.enum(MONETIZATION_STATUSES),
});
