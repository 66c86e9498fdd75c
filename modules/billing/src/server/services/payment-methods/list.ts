import type { DbOrTx } from "@hopper/core/db";

export interface PaymentMethodView {
  id: string;
  provider: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isPrimary: boolean;
  createdAt: Date;
}

/** A user's saved payment methods, the primary first, then oldest first. The caller decides who may see them. */
export async function listPaymentMethods(db: DbOrTx, userId: string): Promise<PaymentMethodView[]> {
  return db.paymentMethod.findMany({
    where: { userId },
    orderBy: [{ isPrimary: "desc" }, { createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      provider: true,
      brand: true,
      last4: true,
      expMonth: true,
      expYear: true,
      isPrimary: true,
      createdAt: true,
    },
  });
}
