import { actorOf } from "@hopper/core/auth";

import { savePreferences as savePreferenceValues } from "../../services/options/preferences";

import { sessionProcedure } from "../session-procedure";
import { preferencesInput } from "./inputs";

/** Saves the preferences (crash restart is sent to the node). */
export const savePreferences = sessionProcedure
  .input(preferencesInput)
  .mutation(({ ctx, input }) => savePreferenceValues(ctx.db, actorOf(ctx.viewer), input.id, input));
