import { actorOf } from "@hopper/core/auth";

import { createNotice } from "../../services/notices/notices";
import { sessionProcedure } from "../session-procedure";
import { noticeFieldsInput } from "./inputs";

/** A new notice (admins). */
export const create = sessionProcedure
  .input(noticeFieldsInput)
  .mutation(async ({ ctx, input }) => createNotice(ctx.db, actorOf(ctx.viewer), input));
