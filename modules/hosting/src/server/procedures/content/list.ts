import { actorOf } from "@hopper/core/auth";

import { listContent } from "../../services/content/content-list";
import { serverIdInput } from "../servers/inputs";
import { sessionProcedure } from "../session-procedure";

/** The projects installed on a server, with names, icons and available updates. */
export const list = sessionProcedure
  .input(serverIdInput)
  .query(({ ctx, input }) => listContent(ctx.db, actorOf(ctx.viewer), input.id));
