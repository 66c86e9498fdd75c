import { RESTRICTED_SCOPES, SCOPE_NAMES } from "@hopper/core/auth";
import { moduleCaller } from "@hopper/ui/server/module-caller";

import { accountsRouter } from "../../../server/router";
import { CreateTokenForm, TokenList } from "../../settings/token-manager";
import { SettingsCard, SettingsFrame } from "../../settings-frame";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

export const metadata = { title: "Personal access tokens - Hopper" };

export default async function TokensPage({ host }: ModulePageProps) {
  const tokens = await (await moduleCaller(accountsRouter)).tokens.list();
  const grantable = SCOPE_NAMES.filter((s) => !RESTRICTED_SCOPES.includes(s));
  return (
    <SettingsFrame title="Personal access tokens" active="/settings/pats" host={host}>
      <p className="text-sm text-secondary">
        Tokens let scripts and launchers use the API as you. Send one in the <code>Authorization</code> header. A token
        can only do what its scopes allow.
      </p>
      <SettingsCard title="Create a token">
        <CreateTokenForm scopes={grantable} />
      </SettingsCard>
      <TokenList initial={tokens} />
    </SettingsFrame>
  );
}
