import { actorOf } from "@hopper/core/auth";

import { installProject } from "../../services/content/content-install";
import { sessionProcedure } from "../session-procedure";
import { projectInput } from "./inputs";

/** Installs a project's newest compatible version and its required dependencies. */
export const install = sessionProcedure
  .input(projectInput)
  .mutation(({ ctx, input }) => installProject(ctx.db, actorOf(ctx.viewer), input.id, input.projectId));
