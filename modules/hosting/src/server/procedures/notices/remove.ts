import { actorOf } from "@hopper/core/auth";

import { deleteNotice } from "../../services/notices/notices";
import { sessionProcedure } from "../session-procedure";
import { noticeIdInput } from "./inputs";

/** Deletes a notice (admins); its dismissals go with it. */
export const remove = sessionProcedure
  .input(noticeIdInput)
  .mutation(async ({ ctx, input }) => deleteNotice(ctx.db, actorOf(ctx.viewer), input.noticeId));
