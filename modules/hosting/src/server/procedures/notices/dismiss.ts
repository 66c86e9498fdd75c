import { actorOf } from "@hopper/core/auth";

import { dismissNotice } from "../../services/notices/notices";
import { sessionProcedure } from "../session-procedure";
import { dismissInput } from "./inputs";

/** Dismisses a dismissable notice on one server (its owner or an admin). */
export const dismiss = sessionProcedure
  .input(dismissInput)
  .mutation(async ({ ctx, input }) =>
    dismissNotice(ctx.db, actorOf(ctx.viewer), input.serverId, input.noticeId, new Date()),
  );
