import "server-only";

import { moduleCaller } from "@hopper/ui/server/module-caller";

import { accountsRouter } from "../server/router";

/** The accounts procedures with the request's viewer, for this module's pages and form actions. */
export const accountsCaller = () => moduleCaller(accountsRouter);
