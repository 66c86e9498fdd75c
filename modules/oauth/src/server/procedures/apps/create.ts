import { z } from "zod";

import { actorOf } from "@hopper/core/auth";

import { createApp } from "../../services/apps/app-create";
import { appOutput } from "./app-output";
import { appFields, scopeBits } from "./inputs";
import { sessionProcedure } from "./session-procedure";

export const createInput = appFields.extend({ isPublic: z.boolean().default(false) });

/** Registers an app owned by the viewer; the client secret (null for a public client) is in the answer only. */
export const create = sessionProcedure.input(createInput).mutation(async ({ ctx, input }) => {
  const { app, clientSecret } = await createApp(ctx.db, actorOf(ctx.viewer), {
    ...input,
    maxScopes: scopeBits(input.maxScopes),
  });
  return { app: appOutput(app), clientSecret };
});
