import { LanguageList } from "@hopper/ui/components/language-list";
import { getLocale, getMessages } from "@hopper/ui/i18n/server";

import { SettingsCard, SettingsFrame } from "../../settings-frame";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

export const metadata = { title: "Language - Hopper" };

export default async function LanguageSettingsPage({ host }: ModulePageProps) {
  const [{ locale }, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <SettingsFrame title="Language" active="/settings/language" host={host}>
      <SettingsCard title={messages.languages.label}>
        <LanguageList current={locale} labels={{ legend: messages.languages.label, ...messages.languages }} />
      </SettingsCard>
    </SettingsFrame>
  );
}
