import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { ensureCustomer } from "../customers";
import { paymentProvider } from "../providers/configured";
import type { SetupSession } from "../providers/provider";
import { requireSignedIn } from "./access";

/** What the add-card form needs: the local provider's card fields, or Stripe's SetupIntent for the Payment Element. */
export async function paymentSetupSession(db: DbOrTx, actor: Actor | null): Promise<SetupSession> {
  const owner = requireSignedIn(actor);
  const provider = paymentProvider();
  const customer = await ensureCustomer(db, owner.userId, provider);
  return provider.setupSession(customer.providerCustomerId);
}
