// The catalogue's services join a caller's transaction instead of nesting one (Prisma 7 gives a transaction's
// client `$transaction` too; a nested start after the caller's commit failed version uploads and invitations).
import { describe, expect, it } from "vitest";

import { newId } from "../../core/src/db/ids";
import { inTransaction, isTransactionClient } from "../src/server/services/transaction";
import { setupTestDatabase } from "../../../tests/setup/test-database";

const database = setupTestDatabase();

const makeUser = (id: string) => ({ id, username: id, usernameKey: id });

describe("inTransaction", () => {
  it("opens a transaction on the pool's client and joins a caller's one", async () => {
    const db = database.db;
    expect(isTransactionClient(db)).toBe(false);
    const joined = newId();
    // The caller's rollback undoes the work done through inTransaction(tx): it ran in the same transaction.
    await expect(
      db.$transaction(async (tx) => {
        expect(isTransactionClient(tx)).toBe(true);
        await inTransaction(tx, async (inner) => {
          expect(inner).toBe(tx);
          await inner.user.create({ data: makeUser(joined) });
        });
        throw new Error("the caller gives up");
      }),
    ).rejects.toThrow("the caller gives up");
    expect(await db.user.findUnique({ where: { id: joined } })).toBeNull();

    // On the pool's client it is a transaction of its own: all or nothing.
    const own = newId();
    await expect(
      inTransaction(db, async (tx) => {
        await tx.user.create({ data: makeUser(own) });
        throw new Error("half way");
      }),
    ).rejects.toThrow("half way");
    expect(await db.user.findUnique({ where: { id: own } })).toBeNull();
    await inTransaction(db, (tx) => tx.user.create({ data: makeUser(own) }));
    expect(await db.user.findUnique({ where: { id: own } })).not.toBeNull();
  });
});
