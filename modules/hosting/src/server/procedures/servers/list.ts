import { z } from "zod";

import { actorOf } from "@hopper/core/auth";

import { listServers } from "../../services/servers/list-servers";
import { sessionProcedure } from "../session-procedure";
import { pageNumber } from "./inputs";

/** One page of the viewer's own servers, newest first (/servers/manage). */
export const list = sessionProcedure
  .input(z.object({ page: pageNumber }))
  .query(({ ctx, input }) => listServers(ctx.db, actorOf(ctx.viewer), input.page));
