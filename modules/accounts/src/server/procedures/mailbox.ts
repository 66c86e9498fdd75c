import { z } from "zod";

import { listMail } from "@hopper/core/mail";
import { staffProcedure } from "@hopper/core/trpc";
import { atMost, EMAIL_MAX } from "@hopper/core/validation";

export const mailboxInput = z.object({ to: atMost("The address", EMAIL_MAX).optional() });

/** Staff: the newest 100 mails the site sent (or would have sent without SMTP), optionally to one address. */
export const mailbox = staffProcedure
  .input(mailboxInput)
  .query(({ ctx, input }) => listMail(ctx.db, { to: input.to || undefined, take: 100 }));
