import "server-only";

import { moduleCaller } from "@hopper/ui/server/module-caller";

import { moderationRouter } from "../server/router";

/** The moderation procedures as the current request's viewer (the thread view and its server actions). */
export const threadCaller = async () => (await moduleCaller(moderationRouter)).threads;
