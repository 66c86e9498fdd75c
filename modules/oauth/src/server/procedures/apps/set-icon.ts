import { z } from "zod";

import { actorOf } from "@hopper/core/auth";

import { setAppIcon } from "../../services/apps/app-icon";
import { appRef } from "./inputs";
import { sessionProcedure } from "./session-procedure";

/** An uploaded icon's bytes: the server action passes the form's file through the server-side caller. */
const iconBytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, "Choose an image.");

/** Replaces an app's icon (its owner), or removes it when `bytes` is null; answers the URL. */
export const setIcon = sessionProcedure
  .input(appRef.extend({ bytes: iconBytes.nullable() }))
  .mutation(async ({ ctx, input }) => ({
    iconUrl: await setAppIcon(ctx.db, actorOf(ctx.viewer), input.appId, input.bytes),
  }));
