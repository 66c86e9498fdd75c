import { actorOf } from "@hopper/core/auth";

import { unarchiveFile } from "../../services/files/files";
import { sessionProcedure } from "../session-procedure";
import { unarchiveInput } from "./inputs";

/** Extracts a .tar.gz (into its own folder unless `destination` says otherwise). */
export const unarchive = sessionProcedure
  .input(unarchiveInput)
  .mutation(({ ctx, input }) => unarchiveFile(ctx.db, actorOf(ctx.viewer), input.id, input.path, input.destination));
