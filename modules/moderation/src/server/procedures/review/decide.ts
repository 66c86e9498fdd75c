import { z } from "zod";

import { decideReview, MODERATOR_MESSAGE_BODY_MAX, REVIEW_DECISIONS } from "@hopper/catalog/server";
import { actorOf } from "@hopper/core/auth";
import { staffProcedure } from "@hopper/core/trpc";
import { multiLineText, refText } from "@hopper/core/validation";

export const decideInput = z.object({
  projectId: refText("The project"),
  decision: z.enum(REVIEW_DECISIONS),
  // The markdown message to the creator (the project's thread and the status notification).
  message: multiLineText({ label: "The message", max: MODERATOR_MESSAGE_BODY_MAX }).optional(),
});

/**
 * Staff: approves (to the requested status), rejects or withholds a project in review, with a message. Refused
 * while another moderator holds a fresh review lock; a decision releases the lock.
 */
export const decide = staffProcedure.input(decideInput).mutation(async ({ ctx, input }) => {
  const project = await decideReview(ctx.db, actorOf(ctx.viewer), input.projectId, {
    decision: input.decision,
    ...(input.message?.trim() ? { messageBody: input.message } : {}),
  });
  return { id: project.id, slug: project.slug, projectType: project.projectType, status: project.status };
});
