import { actorOf } from "@hopper/core/auth";

import { listNodes } from "../../services/nodes/nodes";
import { sessionProcedure } from "../session-procedure";

/** Every node with capacity, use and health checked now (admins; /servers/admin). */
export const list = sessionProcedure.query(async ({ ctx }) => listNodes(ctx.db, actorOf(ctx.viewer), new Date()));
