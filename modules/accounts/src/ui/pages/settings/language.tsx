import { LanguageList } from "@hopper/ui/components/language-list";
import { getLocale, getMessages, getT } from "@hopper/ui/i18n/server";

import { messages as accountsMessages } from "../../messages";
import { SettingsCard, SettingsFrame } from "../../settings-frame";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

export async function generateMetadata() {
  const t = await getT(accountsMessages);
  return { title: t("settings.language.title") };
}

export default async function LanguageSettingsPage({ host }: ModulePageProps) {
  const [{ locale }, messages, t] = await Promise.all([getLocale(), getMessages(), getT(accountsMessages)]);
  return (
    <SettingsFrame title={t("settings.language.heading")} active="/settings/language" host={host}>
      <SettingsCard title={messages.languages.label}>
        <LanguageList current={locale} labels={{ legend: messages.languages.label, ...messages.languages }} />
      </SettingsCard>
    </SettingsFrame>
  );
}
