import { actorOf } from "@hopper/core/auth";

import { removeContent } from "../../services/content/content-install";
import { sessionProcedure } from "../session-procedure";
import { projectInput } from "./inputs";

/** Removes an installed project (its file on the server). */
export const remove = sessionProcedure
  .input(projectInput)
  .mutation(({ ctx, input }) => removeContent(ctx.db, actorOf(ctx.viewer), input.id, input.projectId));
