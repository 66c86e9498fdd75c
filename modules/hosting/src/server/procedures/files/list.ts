import { actorOf } from "@hopper/core/auth";

import { listFiles } from "../../services/files/files";
import { sessionProcedure } from "../session-procedure";
import { pathInput } from "./inputs";

/** A folder of the server (`path` "" is its root): entries with type, size and modification date. */
export const list = sessionProcedure
  .input(pathInput)
  .query(({ ctx, input }) => listFiles(ctx.db, actorOf(ctx.viewer), input.id, input.path));
