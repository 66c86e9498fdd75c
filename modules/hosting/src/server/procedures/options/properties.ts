import { actorOf } from "@hopper/core/auth";

import { readProperties } from "../../services/options/properties";
import { serverIdInput } from "../servers/inputs";
import { sessionProcedure } from "../session-procedure";

/** server.properties as typed rows (known keys) and text rows (the others). */
export const properties = sessionProcedure
  .input(serverIdInput)
  .query(({ ctx, input }) => readProperties(ctx.db, actorOf(ctx.viewer), input.id));
