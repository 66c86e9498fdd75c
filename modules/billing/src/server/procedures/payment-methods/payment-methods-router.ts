import { router } from "@hopper/core/trpc";

import { add } from "./add";
import { list } from "./list";
import { remove } from "./remove";
import { setPrimary } from "./set-primary";
import { setupSession } from "./setup-session";

/** `billing.paymentMethods.*` (/settings/billing). */
export const paymentMethodsRouter = router({ list, setupSession, add, setPrimary, remove });
