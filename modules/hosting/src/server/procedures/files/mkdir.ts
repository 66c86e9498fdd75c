import { actorOf } from "@hopper/core/auth";

import { makeFolder } from "../../services/files/files";
import { sessionProcedure } from "../session-procedure";
import { pathInput } from "./inputs";

/** Creates a folder (and its missing parents). */
export const mkdir = sessionProcedure
  .input(pathInput)
  .mutation(({ ctx, input }) => makeFolder(ctx.db, actorOf(ctx.viewer), input.id, input.path));
