import { reviewLockStatus } from "@hopper/catalog/server";
import { actorOf } from "@hopper/core/auth";
import { staffProcedure } from "@hopper/core/trpc";

import { reviewProjectInput } from "./project-input";

/** Staff: who holds the project's review lock and until when. */
export const lockStatus = staffProcedure
  .input(reviewProjectInput)
  .query(({ ctx, input }) => reviewLockStatus(ctx.db, actorOf(ctx.viewer), input.projectId));
