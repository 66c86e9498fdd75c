import { router } from "@hopper/core/trpc";

import { deleteMessage } from "./delete-message";
import { projectThread } from "./project-thread";
import { sendMessage } from "./send-message";
import { thread } from "./thread";

/** Threads (`moderation.threads.*`): project threads for their team and staff, report threads for the reporter. */
export const threadsRouter = router({ thread, projectThread, sendMessage, deleteMessage });
