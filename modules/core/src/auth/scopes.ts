/**
 * API scopes as bit flags. Names and bit positions follow the public Modrinth API so that OAuth scope
 * strings and stored flags stay portable between the two.
 */
export const SCOPE_BITS = {
  USER_READ_EMAIL: 0,
  USER_READ: 1,
  USER_WRITE: 2,
  USER_DELETE: 3,
  USER_AUTH_WRITE: 4,
  NOTIFICATION_READ: 5,
  NOTIFICATION_WRITE: 6,
  PAYOUTS_READ: 7,
  PAYOUTS_WRITE: 8,
  ANALYTICS: 9,
  PROJECT_CREATE: 10,
  PROJECT_READ: 11,
  PROJECT_WRITE: 12,
  PROJECT_DELETE: 13,
  VERSION_CREATE: 14,
  VERSION_READ: 15,
  VERSION_WRITE: 16,
  VERSION_DELETE: 17,
  REPORT_CREATE: 18,
  REPORT_READ: 19,
  REPORT_WRITE: 20,
  REPORT_DELETE: 21,
  THREAD_READ: 22,
  THREAD_WRITE: 23,
  PAT_CREATE: 24,
  PAT_READ: 25,
  PAT_WRITE: 26,
  PAT_DELETE: 27,
  SESSION_READ: 28,
  SESSION_DELETE: 29,
  PERFORM_ANALYTICS: 30,
  COLLECTION_CREATE: 31,
  COLLECTION_READ: 32,
  COLLECTION_WRITE: 33,
  COLLECTION_DELETE: 34,
  ORGANIZATION_CREATE: 35,
  ORGANIZATION_READ: 36,
  ORGANIZATION_WRITE: 37,
  ORGANIZATION_DELETE: 38,
  SESSION_ACCESS: 39,
} as const;

export type ScopeName = keyof typeof SCOPE_BITS;
export const SCOPE_NAMES = Object.keys(SCOPE_BITS) as ScopeName[];

/** Scopes that only a browser session holds: a token with them could take over the account. */
export const RESTRICTED_SCOPES: readonly ScopeName[] = [
  "USER_DELETE",
  "USER_AUTH_WRITE",
  "PAT_CREATE",
  "PAT_READ",
  "PAT_WRITE",
  "PAT_DELETE",
  "SESSION_READ",
  "SESSION_DELETE",
  "SESSION_ACCESS",
  "PERFORM_ANALYTICS",
];

export function isScopeName(value: string): value is ScopeName {
  return Object.hasOwn(SCOPE_BITS, value);
}

export function scopesToBits(scopes: readonly ScopeName[]): bigint {
  return scopes.reduce((bits, scope) => bits | (1n << BigInt(SCOPE_BITS[scope])), 0n);
}

export function bitsToScopes(bits: bigint): ScopeName[] {
  return SCOPE_NAMES.filter((scope) => (bits & (1n << BigInt(SCOPE_BITS[scope]))) !== 0n);
}

export const ALL_SCOPE_BITS = scopesToBits(SCOPE_NAMES);

export function hasScope(bits: bigint, scope: ScopeName): boolean {
  return (bits & (1n << BigInt(SCOPE_BITS[scope]))) !== 0n;
}
