import { router } from "@hopper/core/trpc";

import { cancel } from "./cancel";
import { changeInterval } from "./change-interval";
import { charges } from "./charges";
import { overview } from "./overview";
import { receipt } from "./receipt";
import { resubscribe } from "./resubscribe";
import { staffCancel } from "./staff-cancel";
import { staffExtend } from "./staff-extend";
import { staffRefund } from "./staff-refund";
import { staffUser } from "./staff-user";
import { uncancel } from "./uncancel";

/**
 * `billing.settings.*`: what /settings/billing, its charges and receipts, and /admin/billing/{id} read and do
 * (docs/billing.md "Billing settings", "Staff"). Payment methods are `billing.paymentMethods.*`.
 */
export const settingsRouter = router({
  overview,
  charges,
  receipt,
  cancel,
  uncancel,
  changeInterval,
  resubscribe,
  staffUser,
  staffCancel,
  staffExtend,
  staffRefund,
});
