import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { setupTestDatabase } from "../../../../tests/setup/test-database";
import { setupRestServer } from "../../../../tests/support/rest-server";
import { makeProject } from "../../../../modules/analytics/tests/revenue-support";
import { addEarning, makeTokenUser, tokenFor } from "../../../../modules/analytics/tests/api-support";
import { requestWithdrawal } from "../../../../modules/analytics/src/server/services/payouts/withdraw";
import { contractClients, expectShape, statusOf } from "./client-support";

// The contract for payouts: the reference platform's own client, @modrinth/api-client 0.77.0, unchanged, pointed at
// Hopper over real HTTP. labrinth_payout_v3's getBalance, getHistory, getMethods and cancel are called, and every
// answer must have the shape of the client's Labrinth.Payout.v3 types (written down below as zod schemas).

const database = setupTestDatabase();
const api = setupRestServer();
const clients = contractClients(api, "10.95");
const clientFor = (token?: string) => clients({ token });

/** Dollars with at most two decimals, as the client's Number() reads them. */
const dollars = z.number().refine((value) => Math.round(value * 100) / 100 === value, "more than two decimals");
const balanceShape = z.object({
  available: dollars,
  withdrawn_lifetime: dollars,
  withdrawn_ytd: dollars,
  pending: dollars,
  dates: z.record(z.iso.datetime({ offset: true }), dollars),
  requested_form_type: z.string().nullable(),
  form_completion_status: z.string().nullable(),
});
const statuses = z.enum(["success", "in-transit", "cancelled", "cancelling", "failed", "unknown"]);
const methodTypes = z.enum(["venmo", "paypal", "tremendous", "muralpay"]);
const historyShape = z.array(
  z.discriminatedUnion("type", [
    z.object({
      type: z.literal("withdrawal"),
      id: z.string(),
      status: statuses,
      created: z.iso.datetime({ offset: true }),
      amount: dollars,
      fee: dollars.nullable(),
      method_type: methodTypes.nullable(),
      method_id: z.string().nullable(),
      method_address: z.string().nullable(),
    }),
    z.object({
      type: z.literal("payout_available"),
      created: z.iso.datetime({ offset: true }),
      payout_source: z.enum(["creator_rewards", "affilites"]),
      amount: dollars,
    }),
  ]),
);
const methodsShape = z.array(
  z.object({
    id: z.string(),
    type: methodTypes,
    name: z.string(),
    category: z.string().nullable(),
    image_url: z.string().nullable(),
    image_logo_url: z.string().nullable(),
    interval: z.object({
      standard: z.object({ min: z.number(), max: z.number() }).optional(),
      fixed: z.object({ values: z.array(z.number()) }).optional(),
    }),
    currency_code: z.string().nullable(),
    exchange_rate: z.number().nullable(),
  }),
);

type Person = Awaited<ReturnType<typeof makeTokenUser>>;
let creator: Person;
let other: Person;
let payoutId: string;
let payoutYear: number;
const DAY = 86_400_000;
const now = Date.now();
const availableBefore = new Date(Math.floor(now / DAY) * DAY - 40 * DAY);
const availableEarlier = new Date(availableBefore.getTime() - 31 * DAY);
const pendingAt = new Date(Math.floor(now / DAY) * DAY + 20 * DAY);

beforeAll(async () => {
  const db = database.db;
  creator = await makeTokenUser(db);
  other = await makeTokenUser(db);
  const project = await makeProject(db, [{ userId: creator.id, owner: true, split: 1 }]);
  const earn = (day: string, amountMinor: number, availableAt: Date) =>
    addEarning(db, { userId: creator.id, projectId: project, day, amountMinor, availableAt });
  await earn("2025-01-01", 2000, availableEarlier);
  await earn("2025-02-01", 3001, availableBefore);
  await earn("2025-02-02", 999, availableBefore);
  await earn("2025-03-01", 1234, pendingAt);
  // $10.00 withdrawn with PayPal (fee 2%, $0.20), in transit with the manual provider.
  const payout = await requestWithdrawal(db, creator.actor, {
    methodId: "paypal",
    amountMinor: 1000,
    address: "creator@example.com",
  });
  payoutId = payout.id;
  payoutYear = payout.createdAt.getUTCFullYear();
});

/**
 * withdrawn_ytd counts the payout only when the server's year, read at the request, is the payout's: the $10.00, or
 * nothing when the run crossed 1 January (UTC) after the withdrawal. Either, if the request itself straddled it.
 */
async function ytdAround<T>(request: () => Promise<T>): Promise<{ answer: T; ytd: unknown }> {
  const before = new Date().getUTCFullYear();
  const answer = await request();
  const after = new Date().getUTCFullYear();
  if (before !== after) return { answer, ytd: expect.toBeOneOf([0, 10]) };
  return { answer, ytd: after === payoutYear ? 10 : 0 };
}

describe("payouts through @modrinth/api-client 0.77.0", () => {
  it("payout_v3.getBalance answers dollars, and the pending amounts by the date they become available", async () => {
    const { answer, ytd } = await ytdAround(() => clientFor(creator.token).labrinth.payout_v3.getBalance());
    const balance = expectShape(balanceShape, answer);
    expect(balance).toEqual({
      available: 50, // 20.00 + 30.01 + 9.99 − 10.00
      withdrawn_lifetime: 10,
      withdrawn_ytd: ytd,
      pending: 12.34,
      dates: { [pendingAt.toISOString()]: 12.34 },
      requested_form_type: null,
      form_completion_status: null,
    });
    const empty = await clientFor(other.token).labrinth.payout_v3.getBalance();
    expect(empty).toMatchObject({ available: 0, pending: 0, withdrawn_lifetime: 0, dates: {} });
  });

  it("payout_v3.getHistory lists withdrawals and the months' available earnings, newest first", async () => {
    const history = expectShape(historyShape, await clientFor(creator.token).labrinth.payout_v3.getHistory());
    expect(history).toEqual([
      {
        type: "withdrawal",
        id: payoutId,
        status: "in-transit",
        created: expect.any(String),
        amount: 10,
        fee: 0.2,
        method_type: "paypal",
        method_id: "paypal",
        method_address: "creator@example.com",
      },
      {
        type: "payout_available",
        created: availableBefore.toISOString(),
        payout_source: "creator_rewards",
        amount: 40,
      },
      {
        type: "payout_available",
        created: availableEarlier.toISOString(),
        payout_source: "creator_rewards",
        amount: 20,
      },
    ]);
    expect(await clientFor(other.token).labrinth.payout_v3.getHistory()).toEqual([]);
  });

  it("payout_v3.getMethods lists the methods and their limits in dollars, to anyone", async () => {
    const methods = expectShape(methodsShape, await clientFor().labrinth.payout_v3.getMethods("US"));
    expect(methods.map((method) => method.id)).toEqual(["paypal", "venmo"]);
    expect(methods[0]).toMatchObject({ type: "paypal", interval: { standard: { min: 0.25, max: 100000 } } });
    expect(await clientFor(creator.token).labrinth.payout_v3.getMethods()).toEqual(methods);
    expect(await statusOf(clientFor().labrinth.payout_v3.getMethods("United States"))).toBe(400);
  });

  it("needs PAYOUTS_READ to read and PAYOUTS_WRITE to cancel; anonymous callers get 401", async () => {
    const readOnly = await tokenFor(database.db, creator.id, ["PAYOUTS_READ"]);
    const analyticsOnly = await tokenFor(database.db, creator.id, ["ANALYTICS", "PAYOUTS_WRITE"]);
    expect(await statusOf(clientFor().labrinth.payout_v3.getBalance())).toBe(401);
    expect(await statusOf(clientFor().labrinth.payout_v3.getHistory())).toBe(401);
    expect(await statusOf(clientFor().labrinth.payout_v3.cancel(payoutId))).toBe(401);
    expect(await statusOf(clientFor(analyticsOnly).labrinth.payout_v3.getBalance())).toBe(401);
    expect(await statusOf(clientFor(analyticsOnly).labrinth.payout_v3.getHistory())).toBe(401);
    expect(await statusOf(clientFor(readOnly).labrinth.payout_v3.getBalance())).toBe(200);
    expect(await statusOf(clientFor(readOnly).labrinth.payout_v3.cancel(payoutId))).toBe(401);
  });

  it("payout_v3.cancel cancels the owner's payout and returns the money; another user's is not found", async () => {
    expect(await statusOf(clientFor(other.token).labrinth.payout_v3.cancel(payoutId))).toBe(404);
    expect(await statusOf(clientFor(creator.token).labrinth.payout_v3.cancel("NOSUCHID"))).toBe(404);
    await clientFor(creator.token).labrinth.payout_v3.cancel(payoutId);
    const balance = await clientFor(creator.token).labrinth.payout_v3.getBalance();
    expect(balance).toMatchObject({ available: 60, withdrawn_lifetime: 0 });
    const history = await clientFor(creator.token).labrinth.payout_v3.getHistory();
    expect(history[0]).toMatchObject({ type: "withdrawal", id: payoutId, status: "cancelled" });
  });
});
