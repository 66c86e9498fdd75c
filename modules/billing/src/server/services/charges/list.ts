import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import { ID_PATTERN } from "@hopper/core/db";
import type { DbOrTx, Prisma } from "@hopper/core/db";

import { requireActor } from "../subscriptions/access";
import { chargeNotFound } from "./refusals";

export const CHARGES_PAGE_SIZE = 25;

const CHARGE_INCLUDE = {
  price: { include: { product: { select: { id: true, name: true, kind: true } } } },
  paymentMethod: { select: { brand: true, last4: true } },
  refunds: { where: { status: "succeeded" }, select: { id: true, amount: true, createdAt: true } },
} satisfies Prisma.ChargeInclude;

type ChargeRow = Prisma.ChargeGetPayload<{ include: typeof CHARGE_INCLUDE }>;

export interface ChargeView {
  id: string;
  userId: string;
  subscriptionId: string | null;
  parentChargeId: string | null;
  type: string;
  status: string;
  amount: number;
  currency: string;
  interval: string | null;
  due: Date;
  createdAt: Date;
  lastAttemptAt: Date | null;
  failureMessage: string | null;
  product: { id: string; name: string; kind: string } | null;
  paymentMethod: { brand: string; last4: string } | null;
  /** What has been refunded of it so far. */
  refunded: number;
  refunds: { id: string; amount: number; createdAt: Date }[];
}

function view(row: ChargeRow): ChargeView {
  return {
    id: row.id,
    userId: row.userId,
    subscriptionId: row.subscriptionId,
    parentChargeId: row.parentChargeId,
    type: row.type,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    interval: row.interval,
    due: row.due,
    createdAt: row.createdAt,
    lastAttemptAt: row.lastAttemptAt,
    failureMessage: row.failureMessage,
    product: row.price?.product ?? null,
    paymentMethod: row.paymentMethod,
    refunded: row.refunds.reduce((sum, refund) => sum + refund.amount, 0),
    refunds: row.refunds,
  };
}

/** A page (1-based) of a user's charges, newest first; the next period's open charge is listed too. */
export async function listCharges(db: DbOrTx, userId: string, options: { page?: number } = {}) {
  const where = { userId };
  const total = await db.charge.count({ where });
  const pages = Math.max(1, Math.ceil(total / CHARGES_PAGE_SIZE));
  const requested = Number.isInteger(options.page) ? (options.page as number) : 1;
  const page = Math.min(Math.max(1, requested), pages);
  const rows = await db.charge.findMany({
    where,
    include: CHARGE_INCLUDE,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    skip: (page - 1) * CHARGES_PAGE_SIZE,
    take: CHARGES_PAGE_SIZE,
  });
  return { charges: rows.map(view), total, page, pages };
}

/** One charge (its receipt): its owner's or any for staff; not_found for anyone else (no probing). */
export async function getCharge(db: DbOrTx, actor: Actor | null, id: string): Promise<ChargeView> {
  const signedIn = requireActor(actor);
  const row = ID_PATTERN.test(id) ? await db.charge.findUnique({ where: { id }, include: CHARGE_INCLUDE }) : null;
  if (!row || (row.userId !== signedIn.userId && !isStaff(signedIn))) throw chargeNotFound();
  return view(row);
}

/** The user's failed renewal, for the billing-action banner: the latest failed period charge, or null. */
export async function failedRenewalOf(db: DbOrTx, userId: string) {
  const row = await db.charge.findFirst({
    where: { userId, type: "subscription", status: "failed", subscriptionId: { not: null } },
    include: CHARGE_INCLUDE,
    orderBy: [{ due: "desc" }, { id: "asc" }],
  });
  return row ? view(row) : null;
}
