import "server-only";

import { moduleCaller } from "@hopper/ui/server/module-caller";

import { moderationRouter } from "../server/router";

/** The moderation procedures as the current request's viewer (the staff pages and their server actions). */
export const moderationCaller = () => moduleCaller(moderationRouter);
