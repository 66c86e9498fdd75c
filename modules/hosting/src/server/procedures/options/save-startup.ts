import { actorOf } from "@hopper/core/auth";

import { saveStartup as saveStartupOptions } from "../../services/options/startup";

import { sessionProcedure } from "../session-procedure";
import { startupInput } from "./inputs";

/** Saves the Java version and JVM flags (within the plan's memory); applies on the next start. */
export const saveStartup = sessionProcedure
  .input(startupInput)
  .mutation(({ ctx, input }) => saveStartupOptions(ctx.db, actorOf(ctx.viewer), input.id, input));
