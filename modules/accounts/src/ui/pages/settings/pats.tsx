import { RESTRICTED_SCOPES, SCOPE_NAMES } from "@hopper/core/auth";
import { getT } from "@hopper/ui/i18n/server";
import { moduleCaller } from "@hopper/ui/server/module-caller";

import { accountsRouter } from "../../../server/router";
import { CreateTokenForm, TokenList } from "../../settings/token-manager";
import { messages } from "../../messages";
import { SettingsCard, SettingsFrame } from "../../settings-frame";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("settings.pats.title") };
}

export default async function TokensPage({ host }: ModulePageProps) {
  const [tokens, t] = await Promise.all([(await moduleCaller(accountsRouter)).tokens.list(), getT(messages)]);
  const grantable = SCOPE_NAMES.filter((s) => !RESTRICTED_SCOPES.includes(s));
  return (
    <SettingsFrame title={t("settings.pats.heading")} active="/settings/pats" host={host}>
      <p className="text-sm text-secondary">
        {t.rich("settings.pats.intro", { code: (chunks) => <code>{chunks}</code> })}
      </p>
      <SettingsCard title={t("settings.pats.create")}>
        <CreateTokenForm scopes={grantable} />
      </SettingsCard>
      <TokenList initial={tokens} />
    </SettingsFrame>
  );
}
