import { actorOf } from "@hopper/core/auth";

import { readTextFile } from "../../services/files/files";
import { sessionProcedure } from "../session-procedure";
import { pathInput } from "./inputs";

/** A text file for the editor (binary files and files over 2 MiB are refused in words). */
export const read = sessionProcedure
  .input(pathInput)
  .query(({ ctx, input }) => readTextFile(ctx.db, actorOf(ctx.viewer), input.id, input.path));
