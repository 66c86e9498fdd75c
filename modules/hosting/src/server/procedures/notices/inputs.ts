import { z } from "zod";

/** A notice's fields as a form sends them; the service's schema checks them and answers its own messages. */
export const noticeFieldsInput = z.object({
  level: z.string().max(16),
  message: z.string().max(10_000),
  beginsAt: z.string().max(40).nullable().optional(),
  expiresAt: z.string().max(40).nullable().optional(),
  dismissable: z.boolean(),
  nodeId: z.string().max(32).nullable().optional(),
});
export const noticeIdInput = z.object({ noticeId: z.number().int() });
export const updateNoticeInput = noticeIdInput.extend({ notice: noticeFieldsInput });
export const serverIdInput = z.object({ serverId: z.string().max(16) });
export const dismissInput = serverIdInput.extend({ noticeId: z.number().int() });
