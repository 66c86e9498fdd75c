import { bitsToScopes } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { problem, refusal } from "./refusals";

export async function listTokens(db: DbOrTx, userId: string) {
  const rows = await db.personalAccessToken.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    select: { id: true, name: true, scopes: true, createdAt: true, expiresAt: true, lastUsedAt: true },
  });
  return rows.map((row) => ({ ...row, scopes: bitsToScopes(row.scopes) }));
}

/** Deletes one of the user's own tokens; another user's token id is treated as unknown. */
export async function deleteToken(db: DbOrTx, userId: string, tokenId: string) {
  const { count } = await db.personalAccessToken.deleteMany({ where: { id: tokenId, userId } });
  if (count === 0) throw refusal("not_found", problem("tokenNotFound"));
}
