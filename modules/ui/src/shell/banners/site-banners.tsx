import type { Viewer } from "@hopper/core/auth";

import { getTranslator } from "../../i18n/server";
import { readSiteState } from "../site-state/read-site-state";
import { Banner } from "./banner";
import { hasFailedRenewal } from "./billing-status";

const ACTION = "rounded-md border border-current px-2.5 py-1 font-semibold";

/** The four layout banners of spec section 2, each shown only when its condition holds. */
export async function SiteBanners({ viewer }: { viewer: Viewer | null }) {
  const [t, failedRenewal, siteState] = await Promise.all([getTranslator(), hasFailedRenewal(viewer), readSiteState()]);
  const user = viewer?.user;
  return (
    <>
      {siteState && siteState.errors.length > 0 ? (
        <Banner tone="danger" testId="banner-site-state">
          <p className="flex-1">{t("banners.siteState")}</p>
          <p className="font-mono text-xs">
            {t("banners.siteStateCodes", { codes: siteState.errors.map((e) => e.code).join(", ") })}
          </p>
        </Banner>
      ) : null}
      {user && !user.email ? (
        <Banner tone="warning" testId="banner-missing-email">
          <p className="flex-1">{t("banners.missingEmail")}</p>
          <a href="/settings/account" className={ACTION}>
            {t("banners.addEmail")}
          </a>
        </Banner>
      ) : null}
      {user?.email && !user.emailVerified ? (
        <Banner tone="warning" testId="banner-unverified-email">
          <p className="flex-1">{t("banners.unverifiedEmail")}</p>
          {/* A plain form post (accounts' route), so the button works on every page without JavaScript. */}
          <form method="post" action="/auth/resend-verification">
            <button type="submit" className={ACTION}>
              {t("banners.resendEmail")}
            </button>
          </form>
        </Banner>
      ) : null}
      {failedRenewal ? (
        <Banner tone="danger" testId="banner-billing-action">
          <p className="flex-1">{t("banners.billingAction")}</p>
          <a href="/settings/billing" className={ACTION}>
            {t("banners.updatePayment")}
          </a>
        </Banner>
      ) : null}
    </>
  );
}
