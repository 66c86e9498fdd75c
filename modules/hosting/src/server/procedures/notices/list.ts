import { actorOf } from "@hopper/core/auth";

import { listNotices } from "../../services/notices/notices";
import { sessionProcedure } from "../session-procedure";

/** Every notice (admins; /admin/servers/notices). */
export const list = sessionProcedure.query(async ({ ctx }) => listNotices(ctx.db, actorOf(ctx.viewer)));
