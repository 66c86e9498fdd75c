import { router } from "@hopper/core/trpc";

import { me } from "./procedures/me";

export default router({ me });
