import { actorOf } from "@hopper/core/auth";

import { reinstallServer } from "../../services/options/server-options";

import { sessionProcedure } from "../session-procedure";
import { reinstallInput } from "./inputs";

/** Reinstalls with another loader or game version (optionally wiping the files): status installing. */
export const reinstall = sessionProcedure
  .input(reinstallInput)
  .mutation(({ ctx, input }) => reinstallServer(ctx.db, actorOf(ctx.viewer), input.id, input));
