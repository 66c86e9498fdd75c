import { sessionProcedure } from "./session-procedure";
import { listOwnApps } from "../../services/apps/app-reads";
import { appOutput } from "./app-output";

/** The viewer's apps, newest first (/settings/applications). */
export const mine = sessionProcedure.query(async ({ ctx }) =>
  (await listOwnApps(ctx.db, ctx.viewer.user.id)).map(appOutput),
);
