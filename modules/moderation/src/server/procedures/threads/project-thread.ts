import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { projectThreadForViewer } from "../../services/threads/thread-read";
import { projectThreadInput } from "./inputs";

/** A project's moderation thread (its team and staff); not found for anyone else. */
export const projectThread = scopedProcedure("THREAD_READ")
  .input(projectThreadInput)
  .query(({ ctx, input }) => projectThreadForViewer(ctx.db, actorOf(ctx.viewer), input.projectId));
