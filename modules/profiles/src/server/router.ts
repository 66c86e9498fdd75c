import { router } from "@hopper/core/trpc";

import { profilePage } from "./procedures/profile-page";

/** The profiles module's API for its page (`profiles.*` under /api/trpc). */
export const profilesRouter = router({ page: profilePage });

export type ProfilesRouter = typeof profilesRouter;

export default profilesRouter;
