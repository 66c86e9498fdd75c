import { actorOf } from "@hopper/core/auth";

import { updateContent } from "../../services/content/content-install";
import { sessionProcedure } from "../session-procedure";
import { projectInput } from "./inputs";

/** Replaces an installed project by its newest compatible version. */
export const update = sessionProcedure
  .input(projectInput)
  .mutation(({ ctx, input }) => updateContent(ctx.db, actorOf(ctx.viewer), input.id, input.projectId, new Date()));
