import { getT } from "@hopper/ui/i18n/server";
import { moduleCaller } from "@hopper/ui/server/module-caller";

import { accountsRouter } from "../../../server/router";
import { SessionList } from "../../settings/session-list";
import { messages } from "../../messages";
import { SettingsFrame } from "../../settings-frame";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("settings.sessions.title") };
}

export default async function SessionsPage({ host }: ModulePageProps) {
  const [sessions, t] = await Promise.all([(await moduleCaller(accountsRouter)).sessions.list(), getT(messages)]);
  return (
    <SettingsFrame title={t("settings.sessions.heading")} active="/settings/sessions" host={host}>
      <p className="text-sm text-secondary">{t("settings.sessions.intro")}</p>
      <SessionList initial={sessions} />
    </SettingsFrame>
  );
}
