import { ThemePicker } from "@hopper/ui/components/theme-picker";
import { getMessages, getT } from "@hopper/ui/i18n/server";
import { getPreferences } from "@hopper/ui/preferences/server";

import { messages as accountsMessages } from "../../messages";
import { SettingsCard, SettingsFrame } from "../../settings-frame";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

export async function generateMetadata() {
  const t = await getT(accountsMessages);
  return { title: t("settings.appearance.title") };
}

export default async function AppearanceSettingsPage({ host }: ModulePageProps) {
  const [preferences, messages, t] = await Promise.all([getPreferences(), getMessages(), getT(accountsMessages)]);
  const { label, apply, ...themes } = messages.themes;
  return (
    <SettingsFrame title={t("settings.appearance.heading")} active="/settings" host={host}>
      <SettingsCard title={label}>
        <ThemePicker
          current={preferences.theme}
          preferredDarkTheme={preferences.cosmetics.preferredDarkTheme}
          labels={{ legend: label, apply, themes }}
        />
      </SettingsCard>
    </SettingsFrame>
  );
}
