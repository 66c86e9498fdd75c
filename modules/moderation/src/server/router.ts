import { router } from "@hopper/core/trpc";

/** The moderation module's API for its pages (`moderation.*` under /api/trpc); /v2 and /v3 stay the public REST. */
export const moderationRouter = router({});

export type ModerationRouter = typeof moderationRouter;

export default moderationRouter;
