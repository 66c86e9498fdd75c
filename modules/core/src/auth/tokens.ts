import type { DbOrTx } from "../db/client";
import { newId } from "../db/ids";
import { shellFieldRefusal } from "../errors/app-error";
import type { ScopeName } from "./scopes";
import { RESTRICTED_SCOPES, scopesToBits } from "./scopes";
import { hashSecret, randomSecret } from "./secrets";
import { OAUTH_ACCESS_TOKEN_PREFIX, resolveOAuthAccessToken } from "./oauth-tokens";
import { VIEWER_USER_WITH_BAN } from "./sessions";

export const TOKEN_PREFIX = "hop_";
export const TOKEN_NAME_MIN = 3;
export const TOKEN_NAME_MAX = 64;
/** What the API answers a banned user's token (the sign-in form says the same in the reader's language). */
export const ACCOUNT_BANNED_MESSAGE = "Authentication Error: this account is banned";

export interface CreateTokenInput {
  userId: string;
  name: string;
  scopes: readonly ScopeName[];
  expiresInDays?: number;
}

/**
 * Creates a personal access token; the returned secret is shown once and only its hash is kept. Each refusal
 * names its form field (`name`, `scopes`, `expiresInDays`) so the settings form shows it inline, in the reader's
 * language (the shell catalogue's `refusals.token*`; REST keeps the English).
 */
export async function createPersonalAccessToken(db: DbOrTx, input: CreateTokenInput) {
  const name = input.name.trim();
  if (name.length < TOKEN_NAME_MIN || name.length > TOKEN_NAME_MAX) {
    throw shellFieldRefusal(
      "invalid_input",
      "name",
      "tokenNameLength",
      `Token name must be between ${TOKEN_NAME_MIN} and ${TOKEN_NAME_MAX} characters.`,
      { min: String(TOKEN_NAME_MIN), max: String(TOKEN_NAME_MAX) },
    );
  }
  if (input.scopes.length === 0) {
    throw shellFieldRefusal("invalid_input", "scopes", "tokenScopesMissing", "Choose at least one scope.");
  }
  const restricted = input.scopes.filter((scope) => RESTRICTED_SCOPES.includes(scope));
  if (restricted.length > 0) {
    const scopes = restricted.join(", ");
    throw shellFieldRefusal(
      "invalid_input",
      "scopes",
      "tokenScopesRestricted",
      `These scopes cannot be given to a token: ${scopes}.`,
      { scopes },
    );
  }
  if (input.expiresInDays !== undefined && (!Number.isInteger(input.expiresInDays) || input.expiresInDays < 1)) {
    throw shellFieldRefusal(
      "invalid_input",
      "expiresInDays",
      "tokenExpiry",
      "Expiry must be a whole number of days, at least 1.",
    );
  }
  const secret = TOKEN_PREFIX + randomSecret(40);
  const token = await db.personalAccessToken.create({
    data: {
      id: newId(),
      userId: input.userId,
      name,
      tokenHash: hashSecret(secret),
      scopes: scopesToBits(input.scopes),
      expiresAt: input.expiresInDays ? new Date(Date.now() + input.expiresInDays * 86_400_000) : null,
    },
    select: { id: true },
  });
  return { id: token.id, token: secret };
}

/**
 * The user and scopes behind a token from an Authorization header ("hop_…" or "Bearer hop_…"): a personal access
 * token, or an OAuth access token ("hoa_…", `appId` set), which every endpoint accepts alike within its scopes.
 */
export async function resolveAccessToken(db: DbOrTx, header: string) {
  const secret = header.replace(/^Bearer\s+/i, "").trim();
  if (secret.startsWith(OAUTH_ACCESS_TOKEN_PREFIX)) return resolveOAuthAccessToken(db, secret);
  if (!secret.startsWith(TOKEN_PREFIX)) return null;
  const token = await db.personalAccessToken.findUnique({
    where: { tokenHash: hashSecret(secret) },
    select: {
      id: true,
      scopes: true,
      expiresAt: true,
      lastUsedAt: true,
      user: { select: VIEWER_USER_WITH_BAN },
    },
  });
  if (!token || (token.expiresAt && token.expiresAt.getTime() <= Date.now())) return null;
  // A banned user's tokens stop working at once (and work again on unban: the token itself is untouched).
  const { bannedAt, ...user } = token.user;
  if (bannedAt) return null;
  if (!token.lastUsedAt || Date.now() - token.lastUsedAt.getTime() > 60_000) {
    await db.personalAccessToken.update({ where: { id: token.id }, data: { lastUsedAt: new Date() } });
  }
  return { tokenId: token.id, scopes: token.scopes, user };
}

/** Whether an Authorization header holds a live token of a banned user: the API says so instead of "invalid". */
export async function isBannedToken(db: DbOrTx, header: string): Promise<boolean> {
  const secret = header.replace(/^Bearer\s+/i, "").trim();
  if (secret.startsWith(OAUTH_ACCESS_TOKEN_PREFIX)) {
    const token = await db.oAuthAccessToken.findUnique({
      where: { tokenHash: hashSecret(secret) },
      select: { user: { select: { bannedAt: true } } },
    });
    return Boolean(token?.user.bannedAt);
  }
  if (!secret.startsWith(TOKEN_PREFIX)) return false;
  const token = await db.personalAccessToken.findUnique({
    where: { tokenHash: hashSecret(secret) },
    select: { user: { select: { bannedAt: true } } },
  });
  return Boolean(token?.user.bannedAt);
}
