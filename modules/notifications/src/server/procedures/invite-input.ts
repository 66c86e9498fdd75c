import { z } from "zod";

/** Which invite notification Accept or Decline answers. */
export const inviteNotificationInput = z.object({ id: z.string().trim().min(1).max(8) });
