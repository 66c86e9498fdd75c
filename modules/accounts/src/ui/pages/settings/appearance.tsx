import { ThemePicker } from "@hopper/ui/components/theme-picker";
import { getMessages } from "@hopper/ui/i18n/server";
import { getPreferences } from "@hopper/ui/preferences/server";

import { SettingsCard, SettingsFrame } from "../../settings-frame";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

export const metadata = { title: "Appearance - Hopper" };

export default async function AppearanceSettingsPage({ host }: ModulePageProps) {
  const [preferences, messages] = await Promise.all([getPreferences(), getMessages()]);
  const { label, apply, ...themes } = messages.themes;
  return (
    <SettingsFrame title="Appearance" active="/settings" host={host}>
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
