import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { deleteThreadMessage } from "../../services/threads/thread-send";
import { messageIdInput } from "./inputs";

/** Deletes a text message (its author or staff): it stays in the thread as "deleted". */
export const deleteMessage = scopedProcedure("THREAD_WRITE")
  .input(messageIdInput)
  .mutation(({ ctx, input }) => deleteThreadMessage(ctx.db, actorOf(ctx.viewer), input.messageId));
