import { analyticsSettings } from "../../../settings";
import { manualProvider } from "./manual";
import type { PayoutProvider } from "./provider";

/** The provider new withdrawals go to (PAYOUT_PROVIDER). */
export function payoutProvider(): PayoutProvider {
  return providerById(analyticsSettings().PAYOUT_PROVIDER) ?? manualProvider;
}

/** The provider that carries an existing payout (its `provider` column), or null for one no longer configured. */
export function providerById(id: string): PayoutProvider | null {
  if (id === "manual") return manualProvider;
  return null;
}
