import { getTranslator } from "../../i18n/server";
import { readSiteState } from "../site-state/read-site-state";
import { Banner } from "./banner";

/**
 * The shell's own banner: the site is misconfigured (spec section 2). Account, billing and moderation
 * banners are `shell.banner` slot components of their modules, which the web app renders after this one.
 */
export async function SiteBanners() {
  const [t, siteState] = await Promise.all([getTranslator(), readSiteState()]);
  if (!siteState || siteState.errors.length === 0) return null;
  return (
    <Banner tone="danger" testId="banner-site-state">
      <p className="flex-1">{t("banners.siteState")}</p>
      <p className="font-mono text-xs">
        {t("banners.siteStateCodes", { codes: siteState.errors.map((e) => e.code).join(", ") })}
      </p>
    </Banner>
  );
}
