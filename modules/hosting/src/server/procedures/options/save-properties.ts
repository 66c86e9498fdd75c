import { actorOf } from "@hopper/core/auth";

import { writeProperties } from "../../services/options/properties";

import { sessionProcedure } from "../session-procedure";
import { propertiesInput } from "./inputs";

/** Saves property values in place (comments and unknown keys kept). */
export const saveProperties = sessionProcedure
  .input(propertiesInput)
  .mutation(({ ctx, input }) => writeProperties(ctx.db, actorOf(ctx.viewer), input.id, input.values));
