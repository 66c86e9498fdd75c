import { z } from "zod";

import { PROJECT_TYPES, REVIEW_QUEUE_TEXT_MAX, reviewQueuePage } from "@hopper/catalog/server";
import { actorOf } from "@hopper/core/auth";
import { staffProcedure } from "@hopper/core/trpc";
import { atMost } from "@hopper/core/validation";

export const reviewQueueInput = z.object({
  type: z.enum(PROJECT_TYPES).nullish(),
  text: atMost("The search", REVIEW_QUEUE_TEXT_MAX).nullish(),
  page: z.number().int().min(1).max(1_000_000).default(1),
});

/** Staff: one page of the review queue (projects in review, the longest waiting first) with each one's details. */
export const queue = staffProcedure
  .input(reviewQueueInput)
  .query(({ ctx, input }) => reviewQueuePage(ctx.db, actorOf(ctx.viewer), input));
