import { actorOf } from "@hopper/core/auth";

import { setNodeDraining } from "../../services/nodes/nodes";
import { sessionProcedure } from "../session-procedure";
import { setDrainingInput } from "./inputs";

/** Drains a node or takes it back into placement (admins). */
export const setDraining = sessionProcedure
  .input(setDrainingInput)
  .mutation(async ({ ctx, input }) => setNodeDraining(ctx.db, actorOf(ctx.viewer), input.nodeId, input.draining));
