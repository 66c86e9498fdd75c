import { db } from "@hopper/core/db";
import type { SlotProps } from "@hopper/core/module";
import { getT } from "@hopper/ui/i18n/server";
import { Banner } from "@hopper/ui/shell/banners/banner";

import { failedRenewalOf } from "../../server/services/charges/list";
import { resubscribeAction } from "../settings/settings-actions";
import { billingStaffMessages } from "../settings/staff-messages";

const ACTION = "rounded-md border border-current px-2.5 py-1 font-semibold";

/**
 * `shell.banner` (spec sections 2 and 4): a signed-in user whose renewal failed is asked to fix the payment method,
 * on every page, until a payment of the period succeeds (resubscribing cancels the failed charge, so it is gone).
 * "Retry payment now" collects it again at once with the primary payment method, without JavaScript.
 */
export default async function BillingBanner({ viewer }: SlotProps["shell.banner"]) {
  if (!viewer) return null;
  const failed = await failedRenewalOf(db(), viewer.id);
  if (!failed?.subscriptionId) return null;
  const t = await getT(billingStaffMessages);
  return (
    <Banner tone="danger" testId="banner-billing-failed">
      <p className="flex-1">{t("bannerFailed", { product: failed.product?.name ?? "" })}</p>
      <a href="/settings/billing#payment-methods" className={ACTION}>
        {t("bannerFix")}
      </a>
      <form action={resubscribeAction}>
        <input type="hidden" name="id" value={failed.subscriptionId} />
        <input type="hidden" name="retry" value="1" />
        <button type="submit" className={ACTION} data-testid="banner-billing-retry">
          {t("bannerRetry")}
        </button>
      </form>
    </Banner>
  );
}
