import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { inTransaction } from "../webhooks/transaction";
import { ownMethod } from "./access";

/** Makes one of the actor's methods the one renewals charge; the previous primary stops being it (one transaction). */
export async function setPrimaryPaymentMethod(db: DbOrTx, actor: Actor | null, id: string): Promise<void> {
  const method = await ownMethod(db, actor, id);
  const choose = () =>
    inTransaction(db, async (tx) => {
      await tx.paymentMethod.updateMany({
        where: { userId: method.userId, isPrimary: true, NOT: { id: method.id } },
        data: { isPrimary: false },
      });
      await tx.paymentMethod.update({ where: { id: method.id }, data: { isPrimary: true }, select: { id: true } });
    });
  try {
    await choose();
  } catch (error) {
    // Two choices at once: the other transaction's primary committed after ours looked (one primary per user is a
    // unique index), so look again; the later choice wins.
    if ((error as { code?: string } | null)?.code !== "P2002") throw error;
    await choose();
  }
}
