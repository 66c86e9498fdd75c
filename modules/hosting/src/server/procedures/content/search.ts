import { actorOf } from "@hopper/core/auth";

import { searchContent } from "../../services/content/content-list";
import { sessionProcedure } from "../session-procedure";
import { searchInput } from "./inputs";

/** Catalogue projects that run on the server's loader and game version. */
export const search = sessionProcedure
  .input(searchInput)
  .query(({ ctx, input }) => searchContent(ctx.db, actorOf(ctx.viewer), input.id, input));
