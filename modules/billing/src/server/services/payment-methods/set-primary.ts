import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { inTransaction } from "../webhooks/transaction";
import { ownMethod } from "./access";

/** Makes one of the actor's methods the one renewals charge; the previous primary stops being it (one transaction). */
export async function setPrimaryPaymentMethod(db: DbOrTx, actor: Actor | null, id: string): Promise<void> {
  const method = await ownMethod(db, actor, id);
  await inTransaction(db, async (tx) => {
    await tx.paymentMethod.updateMany({
      where: { userId: method.userId, isPrimary: true, NOT: { id: method.id } },
      data: { isPrimary: false },
    });
    await tx.paymentMethod.update({ where: { id: method.id }, data: { isPrimary: true }, select: { id: true } });
  });
}
