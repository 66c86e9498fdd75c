import type { Provider } from "next-auth/providers";
import Discord from "next-auth/providers/discord";
import GitHub from "next-auth/providers/github";
import GitLab from "next-auth/providers/gitlab";
import Google from "next-auth/providers/google";
import MicrosoftEntraID from "next-auth/providers/microsoft-entra-id";

import { accountsSettings } from "../settings";

export interface ProviderInfo {
  id: string;
  name: string;
}

/** The sign-in providers whose credentials are configured, in the order the buttons appear. */
export function oauthProviders(): { provider: Provider; info: ProviderInfo }[] {
  const s = accountsSettings();
  const list: { provider: Provider; info: ProviderInfo }[] = [];
  if (s.AUTH_GITHUB_ID && s.AUTH_GITHUB_SECRET) {
    list.push({
      provider: GitHub({ clientId: s.AUTH_GITHUB_ID, clientSecret: s.AUTH_GITHUB_SECRET }),
      info: { id: "github", name: "GitHub" },
    });
  }
  if (s.AUTH_DISCORD_ID && s.AUTH_DISCORD_SECRET) {
    list.push({
      provider: Discord({ clientId: s.AUTH_DISCORD_ID, clientSecret: s.AUTH_DISCORD_SECRET }),
      info: { id: "discord", name: "Discord" },
    });
  }
  if (s.AUTH_GOOGLE_ID && s.AUTH_GOOGLE_SECRET) {
    list.push({
      provider: Google({ clientId: s.AUTH_GOOGLE_ID, clientSecret: s.AUTH_GOOGLE_SECRET }),
      info: { id: "google", name: "Google" },
    });
  }
  if (s.AUTH_MICROSOFT_ENTRA_ID_ID && s.AUTH_MICROSOFT_ENTRA_ID_SECRET) {
    list.push({
      provider: MicrosoftEntraID({
        clientId: s.AUTH_MICROSOFT_ENTRA_ID_ID,
        clientSecret: s.AUTH_MICROSOFT_ENTRA_ID_SECRET,
        issuer: s.AUTH_MICROSOFT_ENTRA_ID_ISSUER ?? "https://login.microsoftonline.com/common/v2.0",
      }),
      info: { id: "microsoft-entra-id", name: "Microsoft" },
    });
  }
  if (s.AUTH_GITLAB_ID && s.AUTH_GITLAB_SECRET) {
    list.push({
      provider: GitLab({ clientId: s.AUTH_GITLAB_ID, clientSecret: s.AUTH_GITLAB_SECRET }),
      info: { id: "gitlab", name: "GitLab" },
    });
  }
  if (s.AUTH_OIDC_ISSUER && s.AUTH_OIDC_ID && s.AUTH_OIDC_SECRET) {
    list.push({
      provider: {
        id: "oidc",
        name: s.AUTH_OIDC_NAME,
        type: "oidc",
        issuer: s.AUTH_OIDC_ISSUER,
        clientId: s.AUTH_OIDC_ID,
        clientSecret: s.AUTH_OIDC_SECRET,
        checks: ["pkce", "state", "nonce"],
      },
      info: { id: "oidc", name: s.AUTH_OIDC_NAME },
    });
  }
  return list;
}

export const enabledProviders = (): ProviderInfo[] => oauthProviders().map((p) => p.info);
