import { cardClassName } from "@hopper/ui/components/card";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { getT } from "@hopper/ui/i18n/server";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { getViewer } from "@hopper/ui/server/viewer";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { DeliverySection } from "../../components/delivery-section";
import { PrivateFeedSection } from "../../components/private-feed-section";
import { preferencesMessages } from "../../preferences-messages";

export async function generateMetadata() {
  const t = await getT(preferencesMessages);
  return { title: t("settings.title") };
}

/**
 * /settings/notifications (guard `auth`, the settings menu): how followed projects' new versions reach the viewer.
 * Each section is its own component and form, so the private feed's section sits beside the delivery choice
 * without sharing its form.
 */
export default async function NotificationSettingsPage({ host, searchParams }: ModulePageProps) {
  const [query, viewer, t] = await Promise.all([searchParams, getViewer(), getT(preferencesMessages)]);
  const saved = query.notice === "saved";
  // Only a refusal this module's action sealed; a made-up `?error=` shows nothing.
  const error = sealedRefusal(query).message;
  return (
    <div className="grid grid-cols-1 gap-8 py-8 md:grid-cols-[14rem_minmax(0,1fr)]">
      <MenuNav label={t("settings.menu")} entries={host.menus.settings} active="/settings/notifications" />
      <section className="flex flex-col gap-8">
        <h1 className="text-2xl font-bold">{t("settings.heading")}</h1>
        {saved ? (
          <FormNotice tone="success" boxed testId="delivery-notice">
            {t("settings.saved")}
          </FormNotice>
        ) : null}
        {error ? (
          <FormNotice tone="error" boxed testId="delivery-error">
            {error}
          </FormNotice>
        ) : null}
        <div className={cardClassName({ padding: "lg", className: "flex flex-col gap-8" })}>
          <DeliverySection emailVerified={Boolean(viewer?.user.emailVerified)} />
          {/* The private Atom feed (its own section and forms). */}
          <PrivateFeedSection />
        </div>
      </section>
    </div>
  );
}
