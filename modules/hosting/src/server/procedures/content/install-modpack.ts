import { actorOf } from "@hopper/core/auth";

import { installModpackProject } from "../../services/content/modpack";
import { sessionProcedure } from "../session-procedure";
import { projectInput } from "./inputs";

/** Installs a catalogue modpack's newest compatible .mrpack on the server. */
export const installModpack = sessionProcedure
  .input(projectInput)
  .mutation(({ ctx, input }) => installModpackProject(ctx.db, actorOf(ctx.viewer), input.id, input.projectId));
