import { actorOf } from "@hopper/core/auth";

import { archiveFiles } from "../../services/files/files";
import { sessionProcedure } from "../session-procedure";
import { archiveInput } from "./inputs";

/** Packs the selection into a .tar.gz or a .zip. */
export const archive = sessionProcedure
  .input(archiveInput)
  .mutation(({ ctx, input }) =>
    archiveFiles(ctx.db, actorOf(ctx.viewer), input.id, input.paths, input.destination, input.format),
  );
