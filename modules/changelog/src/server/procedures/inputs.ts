import { z } from "zod";

import { BODY_MAX } from "../services/write-input";

// The procedures' inputs only cap sizes and shapes; the rules and their sentences are the services'
// (services/write-input.ts), so a form, the CLI and a test calling a service directly are refused alike.

export const idInput = z.object({ id: z.string().max(64) });

export const entryFields = z.object({
  product: z.string().max(16),
  publishedAt: z.string().max(64),
  versionLabel: z.string().max(256).nullish(),
  body: z.string().max(BODY_MAX + 1),
});

export const updateInput = entryFields.extend({ id: z.string().max(64) });

export const adminListInput = z
  .object({ page: z.number().int().min(1).max(1_000_000).default(1) })
  .default({ page: 1 });
