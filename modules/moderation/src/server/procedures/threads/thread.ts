import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { threadForViewer } from "../../services/threads/thread-read";
import { threadIdInput } from "./inputs";

/** A thread as the viewer may see it; not found when the viewer may not read it. */
export const thread = scopedProcedure("THREAD_READ")
  .input(threadIdInput)
  .query(({ ctx, input }) => threadForViewer(ctx.db, actorOf(ctx.viewer), input.id));
