import { router } from "@hopper/core/trpc";

import { addCard } from "./add-card";
import { checkout } from "./checkout";
import { confirm, confirmation, stripeAction } from "./confirm";
import { pay } from "./pay";
import { plans } from "./plans";
import { staffSuspend, staffUnsuspend } from "./staff-suspend";

/** Buying a server (`hosting.buying.*`: /servers, /servers/buy) and staff suspension. */
export const buyingRouter = router({
  plans,
  checkout,
  addCard,
  pay,
  confirmation,
  confirm,
  stripeAction,
  staffSuspend,
  staffUnsuspend,
});
