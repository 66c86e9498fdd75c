import { z } from "zod";

import { PROJECT_STATUSES } from "@hopper/catalog/server";

/** A text message's markdown: the reference's limit for a thread message. */
export const MESSAGE_BODY_MAX = 65_536;

const status = z.enum(PROJECT_STATUSES);

/**
 * A thread message's body, the reference's tagged shape (`Labrinth.Threads.v3.MessageBody`): what people write
 * (text, optionally private to staff) and what the system records (a status change, a report closed or reopened,
 * a deleted message's tombstone).
 */
export const messageBodySchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("text"),
    body: z.string().max(MESSAGE_BODY_MAX),
    private: z.boolean().optional(),
    replying_to: z.string().max(8).nullish(),
  }),
  z.object({ type: z.literal("status_change"), old_status: status, new_status: status }),
  z.object({ type: z.literal("thread_closure") }),
  z.object({ type: z.literal("thread_reopen") }),
  z.object({ type: z.literal("deleted"), private: z.boolean().optional() }),
]);
export type MessageBody = z.infer<typeof messageBodySchema>;

export const THREAD_TYPES = ["project", "report", "direct_message"] as const;
export type ThreadType = (typeof THREAD_TYPES)[number];
