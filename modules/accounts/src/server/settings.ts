import { z } from "zod";

const optional = z.string().min(1).optional();

/** Sign-in providers, each switched on when its id and secret are set (Auth.js variable names). */
export const accountsSettingsSchema = z.object({
  AUTH_GITHUB_ID: optional,
  AUTH_GITHUB_SECRET: optional,
  AUTH_DISCORD_ID: optional,
  AUTH_DISCORD_SECRET: optional,
  AUTH_GOOGLE_ID: optional,
  AUTH_GOOGLE_SECRET: optional,
  AUTH_MICROSOFT_ENTRA_ID_ID: optional,
  AUTH_MICROSOFT_ENTRA_ID_SECRET: optional,
  /** e.g. https://login.microsoftonline.com/<tenant>/v2.0; defaults to the multi-tenant "common" issuer. */
  AUTH_MICROSOFT_ENTRA_ID_ISSUER: z.url().optional(),
  AUTH_GITLAB_ID: optional,
  AUTH_GITLAB_SECRET: optional,
  /** Any OpenID Connect provider (Keycloak, Authentik, a company IdP). */
  AUTH_OIDC_ISSUER: z.url().optional(),
  AUTH_OIDC_ID: optional,
  AUTH_OIDC_SECRET: optional,
  AUTH_OIDC_NAME: z.string().default("OpenID Connect"),
  /**
   * Password sign-ins allowed per client address and per account in 10 minutes. Raise the first when many
   * people share one address (a school or company network behind NAT).
   */
  AUTH_SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_SIGN_IN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** New accounts allowed per client address in an hour (every attempt counts, refused ones too). */
  AUTH_SIGN_UP_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
});

export type AccountsSettings = z.infer<typeof accountsSettingsSchema>;

let cached: AccountsSettings | undefined;

export function accountsSettings(): AccountsSettings {
  // eslint-disable-next-line no-restricted-properties -- the module's own validated slice of the environment
  cached ??= accountsSettingsSchema.parse(process.env);
  return cached;
}
