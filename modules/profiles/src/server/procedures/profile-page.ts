import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { publicProcedure } from "@hopper/core/trpc";

import { loadProfilePage } from "../services/profile-page";
import { refText } from "@hopper/core/validation";

export const profilePageInput = z.object({
  id: refText("The user"),
  // A bad or missing page number shows the first page, as links from anywhere may carry anything.
  page: z.number().int().catch(1).default(1),
  // A type tab's address segment ("mods"); an unknown one answers null (the page's 404), like an unknown user.
  projectType: z.string().max(32).optional(),
});

/** What /user/{id|username} (or /user/{id}/{projectType}) shows to the viewer (projects hidden from them left out), or null. */
export const profilePage = publicProcedure
  .input(profilePageInput)
  .query(({ ctx, input }) => loadProfilePage(ctx.db, actorOf(ctx.viewer), input.id, input.page, input.projectType));
