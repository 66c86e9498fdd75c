import { describe, expect, it } from "vitest";

import { createSession } from "../../core/src/auth/sessions";
import { newId } from "../../core/src/db/ids";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { pruneSessions } from "../src/server/services/prune-sessions";

const database = setupTestDatabase();

describe("pruning sessions", () => {
  it("removes sessions expired or revoked over 30 days ago and keeps the rest", async () => {
    const user = await database.db.user.create({ data: { id: newId(), username: "pruned", usernameKey: "pruned" } });
    const day = 86_400_000;
    const live = await createSession(database.db, user.id);
    const oldExpired = await createSession(database.db, user.id);
    const recentRevoked = await createSession(database.db, user.id);
    const oldRevoked = await createSession(database.db, user.id);
    await database.db.session.update({
      where: { id: oldExpired.id },
      data: { expiresAt: new Date(Date.now() - 31 * day) },
    });
    await database.db.session.update({
      where: { id: recentRevoked.id },
      data: { revokedAt: new Date(Date.now() - 2 * day) },
    });
    await database.db.session.update({
      where: { id: oldRevoked.id },
      data: { revokedAt: new Date(Date.now() - 40 * day) },
    });
    expect(await pruneSessions(database.db)).toBe(2);
    const left = (await database.db.session.findMany({ select: { id: true } })).map((s) => s.id).sort();
    expect(left).toEqual([live.id, recentRevoked.id].sort());
  });
});
