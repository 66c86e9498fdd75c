import { bitsToScopes, isScopeName, RESTRICTED_SCOPES, SCOPE_NAMES, scopesToBits } from "@hopper/core/auth";
import type { ScopeName } from "@hopper/core/auth";

/** The scopes an app may ever hold: every scope but the restricted ones (a token with them could take over an account). */
export const GRANTABLE_SCOPES: readonly ScopeName[] = SCOPE_NAMES.filter((scope) => !RESTRICTED_SCOPES.includes(scope));

export const GRANTABLE_SCOPE_BITS = scopesToBits(GRANTABLE_SCOPES);

/**
 * Parses an OAuth `scope` parameter as the reference platform writes it: scope flag names joined by spaces (or `+`,
 * as a form-encoded space arrives when a client encodes it twice). Returns the unknown names so the caller can
 * refuse them by name; an empty string is no scope at all.
 */
export function parseScopeString(value: string): { scopes: ScopeName[]; unknown: string[] } {
  const names = value.split(/[\s+]+/).filter(Boolean);
  const unknown = names.filter((name) => !isScopeName(name));
  const scopes = [...new Set(names.filter(isScopeName))];
  return { scopes, unknown };
}

/** The reference's scope string: flag names joined by single spaces, in bit order. */
export function formatScopeString(bits: bigint): string {
  return bitsToScopes(bits).join(" ");
}
