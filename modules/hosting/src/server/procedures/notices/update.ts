import { actorOf } from "@hopper/core/auth";

import { updateNotice } from "../../services/notices/notices";
import { sessionProcedure } from "../session-procedure";
import { updateNoticeInput } from "./inputs";

/** Replaces a notice's fields (admins). */
export const update = sessionProcedure
  .input(updateNoticeInput)
  .mutation(async ({ ctx, input }) => updateNotice(ctx.db, actorOf(ctx.viewer), input.noticeId, input.notice));
