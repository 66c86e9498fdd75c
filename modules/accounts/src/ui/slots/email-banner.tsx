import type { SlotProps } from "@hopper/core/module";
import { getTranslator } from "@hopper/ui/i18n/server";
import { Banner } from "@hopper/ui/shell/banners/banner";

const ACTION = "rounded-md border border-current px-2.5 py-1 font-semibold";

/**
 * `shell.banner`: a signed-in account without an email address is asked to add one; one with an
 * unverified address can have the link sent again (spec section 2).
 */
export default async function EmailBanner({ viewer }: SlotProps["shell.banner"]) {
  if (!viewer || (viewer.email && viewer.emailVerified)) return null;
  const t = await getTranslator();
  if (!viewer.email) {
    return (
      <Banner tone="warning" testId="banner-missing-email">
        <p className="flex-1">{t("banners.missingEmail")}</p>
        <a href="/settings/account" className={ACTION}>
          {t("banners.addEmail")}
        </a>
      </Banner>
    );
  }
  return (
    <Banner tone="warning" testId="banner-unverified-email">
      <p className="flex-1">{t("banners.unverifiedEmail")}</p>
      {/* A plain form post (this module's route), so the button works on every page without JavaScript. */}
      <form method="post" action="/auth/resend-verification">
        <button type="submit" className={ACTION}>
          {t("banners.resendEmail")}
        </button>
      </form>
    </Banner>
  );
}
