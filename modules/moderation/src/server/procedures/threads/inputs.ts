import { z } from "zod";

import { REF_MAX } from "@hopper/core/validation";

import { MESSAGE_BODY_MAX } from "../../services/threads/message-body";

export const threadIdInput = z.object({ id: z.string().min(1).max(REF_MAX) });
export const projectThreadInput = z.object({ projectId: z.string().min(1).max(REF_MAX) });
export const messageIdInput = z.object({ messageId: z.string().min(1).max(REF_MAX) });

/** The site's reply form: markdown text, a private note for staff. */
export const sendMessageInput = z.object({
  threadId: z.string().min(1).max(REF_MAX),
  body: z.string().max(MESSAGE_BODY_MAX, `A message is at most ${MESSAGE_BODY_MAX} characters.`),
  private: z.boolean().optional(),
});
