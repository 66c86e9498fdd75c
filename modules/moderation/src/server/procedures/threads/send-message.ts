import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { sendThreadMessage } from "../../services/threads/thread-send";
import { sendMessageInput } from "./inputs";

/** Sends a text message (a private note when staff ask for one); answers the new message's id. */
export const sendMessage = scopedProcedure("THREAD_WRITE")
  .input(sendMessageInput)
  .mutation(({ ctx, input }) =>
    ctx.db.$transaction((tx) =>
      sendThreadMessage(tx, actorOf(ctx.viewer), input.threadId, {
        body: { type: "text", body: input.body, private: input.private },
      }),
    ),
  );
