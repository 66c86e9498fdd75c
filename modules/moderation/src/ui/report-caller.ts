import "server-only";

import { moduleCaller } from "@hopper/ui/server/module-caller";

import { moderationRouter } from "../server/router";

/** The report procedures as the current request's viewer (the report pages and their server actions). */
export const reportCaller = async () => (await moduleCaller(moderationRouter)).reports;
