import "server-only";

import { moduleCaller } from "@hopper/ui/server/module-caller";

import { catalogRouter } from "../server/router";

/** The catalogue's procedures as the current request's viewer, for server components and server actions. */
export const catalogCaller = () => moduleCaller(catalogRouter);
