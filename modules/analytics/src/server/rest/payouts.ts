import { actorOf } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import { AppError } from "@hopper/core/errors";
import { parseRestQuery, restJson, restNoContent } from "@hopper/core/module";
import type { RestContext, RestHandler } from "@hopper/core/module";
import type { z } from "zod";

import { availableEarnings } from "../services/api/payout-history";
import { centsToDollars } from "../services/api/money";
import { cancelPayout } from "../services/payouts/cancel";
import { listPayouts } from "../services/payouts/list";
import { payoutMethods } from "../services/payouts/methods";
import { revenueBalance } from "../services/revenue/balance";
import { payoutMethodsQuery } from "./payout-schemas";
import type { payoutBalanceSchema, payoutMethodSchema, transactionItemSchema } from "./payout-schemas";

// The reference's /v3/payout routes as its client (labrinth_payout_v3) calls them: balance, history, methods and
// cancel. The dispatcher has checked the route's scope (PAYOUTS_READ, PAYOUTS_WRITE; methods are public).

function caller(ctx: RestContext): Actor {
  const actor = actorOf(ctx.viewer);
  if (!actor) throw new AppError("unauthorized", "Authentication Error: this endpoint needs a token");
  return actor;
}

/** GET /v3/payout/balance */
export const getBalance: RestHandler = async (_request, ctx) => {
  const balance = await revenueBalance(ctx.db, caller(ctx).userId);
  const body: z.infer<typeof payoutBalanceSchema> = {
    available: centsToDollars(balance.availableMinor),
    withdrawn_lifetime: centsToDollars(balance.withdrawnLifetimeMinor),
    withdrawn_ytd: centsToDollars(balance.withdrawnYtdMinor),
    pending: centsToDollars(balance.pendingMinor),
    // Each pending month becomes available at 00:00 UTC of its date.
    dates: Object.fromEntries(
      balance.pendingByDate.map((entry) => [`${entry.date}T00:00:00.000Z`, centsToDollars(entry.amountMinor)]),
    ),
    requested_form_type: null,
    form_completion_status: null,
  };
  return restJson(body);
};

type TransactionItem = z.infer<typeof transactionItemSchema>;

/** GET /v3/payout/history: withdrawals and the months' earnings that became available, newest first. */
export const getHistory: RestHandler = async (_request, ctx) => {
  const { userId } = caller(ctx);
  const [payouts, earnings] = await Promise.all([listPayouts(ctx.db, userId), availableEarnings(ctx.db, userId)]);
  const items: { at: number; item: TransactionItem }[] = [
    ...payouts.map((payout) => ({
      at: payout.createdAt.getTime(),
      item: {
        type: "withdrawal" as const,
        id: payout.id,
        status: payout.status,
        created: payout.createdAt.toISOString(),
        amount: centsToDollars(payout.amountMinor),
        fee: centsToDollars(payout.feeMinor),
        method_type: payout.methodType,
        method_id: payout.methodId,
        method_address: payout.address,
      },
    })),
    ...earnings.map((earning) => ({
      at: earning.availableAt.getTime(),
      item: {
        type: "payout_available" as const,
        created: earning.availableAt.toISOString(),
        payout_source: "creator_rewards" as const,
        amount: centsToDollars(earning.amountMinor),
      },
    })),
  ];
  // A stable sort keeps each list's own newest-first order between items of the same instant.
  items.sort((a, b) => b.at - a.at);
  return restJson(items.map((entry) => entry.item));
};

/** GET /v3/payout/methods?country=: the withdrawal methods and their limits (public; no method depends on country). */
export const getMethods: RestHandler = async (_request, ctx) => {
  parseRestQuery(payoutMethodsQuery, ctx);
  const methods: z.infer<typeof payoutMethodSchema>[] = payoutMethods().map((method) => ({
    id: method.id,
    type: method.type,
    name: method.name,
    category: null,
    image_url: null,
    image_logo_url: null,
    interval: { standard: { min: centsToDollars(method.minMinor), max: centsToDollars(method.maxMinor) } },
    currency_code: "USD",
    exchange_rate: null,
  }));
  return restJson(methods);
};

/** DELETE /v3/payout/{id}: the owner cancels a payout in transit; another user's id is not found. 204. */
export const deletePayout: RestHandler = async (_request, ctx) => {
  await cancelPayout(ctx.db, caller(ctx), ctx.params.id ?? "");
  return restNoContent();
};
