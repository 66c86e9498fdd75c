import { router } from "@hopper/core/trpc";

import { balance } from "./balance";
import { breakdown } from "./breakdown";
import { editable } from "./editable";
import { monetization } from "./monetization";
import { pools } from "./pools";
import { setMonetization } from "./set-monetization";
import { setPool } from "./set-pool";

/** `analytics.revenue.*`: the pool (admins), the viewer's balance and earnings, a project's monetization. */
export const revenueRouter = router({ pools, setPool, balance, breakdown, monetization, editable, setMonetization });
