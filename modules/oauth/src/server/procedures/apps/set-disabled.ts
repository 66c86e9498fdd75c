import { z } from "zod";

import { actorOf } from "@hopper/core/auth";

import { setAppDisabled } from "../../services/apps/app-staff";
import { appRef } from "./inputs";
import { sessionProcedure } from "./session-procedure";

/** Disables an app, cutting its tokens, or enables it again (staff). */
export const setDisabled = sessionProcedure
  .input(appRef.extend({ disabled: z.boolean() }))
  .mutation(async ({ ctx, input }) => {
    await setAppDisabled(ctx.db, actorOf(ctx.viewer), input.appId, input.disabled);
    return { disabled: input.disabled };
  });
