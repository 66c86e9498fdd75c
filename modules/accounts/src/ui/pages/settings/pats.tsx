import { RESTRICTED_SCOPES, SCOPE_NAMES } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { getViewer } from "@hopper/ui/server/viewer";

import { listTokens } from "../../../server/services/tokens";
import { CreateTokenForm, DeleteTokenForm } from "../../forms/token-forms";
import { SettingsCard, SettingsFrame } from "../../settings-frame";

export const metadata = { title: "Personal access tokens - Hopper" };

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : "never");

export default async function TokensPage() {
  const viewer = (await getViewer())!;
  const tokens = await listTokens(db(), viewer.user.id);
  const grantable = SCOPE_NAMES.filter((s) => !RESTRICTED_SCOPES.includes(s));
  return (
    <SettingsFrame title="Personal access tokens" active="/settings/pats">
      <p className="text-sm text-secondary">
        Tokens let scripts and launchers use the API as you. Send one in the <code>Authorization</code> header. A token
        can only do what its scopes allow.
      </p>
      <SettingsCard title="Create a token">
        <CreateTokenForm scopes={grantable} />
      </SettingsCard>
      <ul className="flex flex-col gap-3" data-testid="tokens">
        {tokens.map((token) => (
          <li
            key={token.id}
            className="flex items-start justify-between gap-4 rounded-xl border border-divider bg-raised p-4"
          >
            <div className="flex flex-col gap-1 text-sm">
              <strong>{token.name}</strong>
              <span>
                Created {day(token.createdAt)} · expires {day(token.expiresAt)} · last used {day(token.lastUsedAt)}
              </span>
              <span className="text-xs text-secondary">{token.scopes.join(", ")}</span>
            </div>
            <DeleteTokenForm tokenId={token.id} name={token.name} />
          </li>
        ))}
      </ul>
    </SettingsFrame>
  );
}
