import type { PayoutMethodType } from "./methods";

export type PayoutStatus = "in-transit" | "success" | "failed" | "cancelled" | "cancelling" | "unknown";

/** A payout as pages, the tRPC procedures and the /v3/payout routes see it; money in USD cents. */
export interface PayoutView {
  id: string;
  userId: string;
  status: PayoutStatus;
  /** What left the balance, fee included. */
  amountMinor: number;
  feeMinor: number;
  /** What the creator receives: amount − fee. */
  netMinor: number;
  methodId: string;
  methodType: PayoutMethodType;
  address: string;
  provider: string;
  platformId: string | null;
  failureReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

interface PayoutRow {
  id: string;
  userId: string;
  status: string;
  amountMinor: bigint;
  feeMinor: bigint;
  methodId: string;
  methodType: string;
  address: string;
  provider: string;
  platformId: string | null;
  failureReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export function payoutView(row: PayoutRow): PayoutView {
  const amountMinor = Number(row.amountMinor);
  const feeMinor = Number(row.feeMinor);
  return {
    id: row.id,
    userId: row.userId,
    status: row.status as PayoutStatus,
    amountMinor,
    feeMinor,
    netMinor: amountMinor - feeMinor,
    methodId: row.methodId,
    methodType: row.methodType as PayoutMethodType,
    address: row.address,
    provider: row.provider,
    platformId: row.platformId,
    failureReason: row.failureReason,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
