import { beforeAll, describe, expect, it } from "vitest";

import { createSession } from "../../core/src/auth/sessions";
import { createPersonalAccessToken } from "../../core/src/auth/tokens";
import { resolveViewer } from "../../core/src/auth/viewer";
import type { Role } from "../../core/src/db/generated/client";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import manifest from "../src/index";
import { analyticsRouter } from "../src/server/router";
import { makePerson } from "./fixtures";
import { DAY, earn } from "./payouts-support";

// Every `analytics.payouts.*` procedure tried as anonymous, another user, the owner, a moderator and an admin (and a
// token without the payout scopes), and the payout pages' guards and menu entry. A refused call changes nothing.
const database = setupTestDatabase();
const db = () => database.db;
const createCaller = createCallerFactory(analyticsRouter);
const context = { ip: null, userAgent: null };

async function signedIn(role: Role = "user") {
  const someone = await makePerson(db(), role);
  const session = await createSession(db(), someone.id);
  const viewer = (await resolveViewer(db(), { sessionId: session.id }))!;
  return { ...someone, api: createCaller({ db: db(), viewer, ...context }).payouts };
}
const anonymous = () => createCaller({ db: db(), viewer: null, ...context }).payouts;

/** "OK", or the refusal's tRPC code and message. */
async function outcome(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
    return "OK";
  } catch (error) {
    return `${(error as { code?: string }).code} ${(error as Error).message}`;
  }
}

let owner: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
let moderator: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let payoutId: string;
const withdrawal = { methodId: "paypal", amountMinor: 1000, address: "owner@example.com" };

beforeAll(async () => {
  owner = await signedIn();
  other = await signedIn();
  moderator = await signedIn("moderator");
  admin = await signedIn("admin");
  // Procedures use the real clock: the earnings became available yesterday.
  await earn(db(), owner.id, 5000, new Date(Date.now() - DAY));
  payoutId = (await owner.api.withdraw(withdrawal)).id;
});

describe("the creator's procedures", () => {
  it("methods is public", async () => {
    expect((await anonymous().methods()).map((method) => method.id)).toEqual(["paypal", "venmo"]);
  });

  it("anonymous callers are refused everything else with UNAUTHORIZED", async () => {
    for (const call of [
      anonymous().options(),
      anonymous().history({ page: 1 }),
      anonymous().quote(withdrawal),
      anonymous().withdraw(withdrawal),
      anonymous().cancel({ id: payoutId }),
      anonymous().adminOpen({ page: 1 }),
      anonymous().decide({ id: payoutId, status: "success" }),
    ]) {
      expect(await outcome(call)).toMatch(/^UNAUTHORIZED /);
    }
  });

  it("each signed-in person sees and spends only their own balance and payouts", async () => {
    expect(await owner.api.options()).toMatchObject({ availableMinor: 4000 });
    for (const someone of [other, moderator, admin]) {
      expect(await someone.api.options()).toMatchObject({ availableMinor: 0 });
      expect((await someone.api.history({ page: 1 })).payouts).toEqual([]);
      expect(await outcome(someone.api.withdraw(withdrawal))).toBe(
        "BAD_REQUEST You have no available balance to withdraw.",
      );
      expect(await outcome(someone.api.cancel({ id: payoutId }))).toBe("NOT_FOUND Payout not found.");
    }
    const history = await owner.api.history({ page: 1 });
    expect(history.payouts.map((payout) => [payout.id, payout.status])).toEqual([[payoutId, "in-transit"]]);
  });

  it("quote checks like the withdrawal and shows the fee and what arrives, writing nothing", async () => {
    expect(await owner.api.quote({ ...withdrawal, amountMinor: 4000 })).toMatchObject({
      amountMinor: 4000,
      feeMinor: 80,
      netMinor: 3920,
      availableMinor: 4000,
    });
    expect(await outcome(owner.api.quote({ ...withdrawal, amountMinor: 4001 }))).toBe(
      "BAD_REQUEST You can withdraw at most $40.00.",
    );
    expect(await db().payout.count({ where: { userId: owner.id } })).toBe(1);
  });

  it("bad inputs are 400s, never 500s", async () => {
    const bad = [
      { ...withdrawal, address: "x".repeat(321) },
      { ...withdrawal, methodId: "m".repeat(33) },
      { ...withdrawal, amountMinor: "ten" },
      { ...withdrawal, amountMinor: 1.5 },
      { ...withdrawal, address: "nobody" },
      { methodId: "paypal" },
    ] as unknown as (typeof withdrawal)[];
    for (const input of bad) expect(await outcome(owner.api.withdraw(input))).toMatch(/^BAD_REQUEST /);
    expect(await outcome(owner.api.history({ page: 0 }))).toMatch(/^BAD_REQUEST /);
    expect(await outcome(owner.api.cancel({ id: "x".repeat(65) }))).toMatch(/^BAD_REQUEST /);
    expect(await db().payout.count({ where: { userId: owner.id } })).toBe(1);
  });

  it("a token needs PAYOUTS_READ to read and PAYOUTS_WRITE to withdraw or cancel", async () => {
    const { token } = await createPersonalAccessToken(db(), {
      userId: owner.id,
      name: "Analytics only",
      scopes: ["ANALYTICS"],
    });
    const viewer = (await resolveViewer(db(), { authorization: token }))!;
    const api = createCaller({ db: db(), viewer, ...context }).payouts;
    expect(await outcome(api.history({ page: 1 }))).toBe("FORBIDDEN This token does not have the PAYOUTS_READ scope.");
    expect(await outcome(api.withdraw(withdrawal))).toBe("FORBIDDEN This token does not have the PAYOUTS_WRITE scope.");
    expect(await outcome(api.cancel({ id: payoutId }))).toBe(
      "FORBIDDEN This token does not have the PAYOUTS_WRITE scope.",
    );
  });
});

describe("the admins' procedures", () => {
  it("the owner, another user and a moderator are FORBIDDEN; nothing changes", async () => {
    for (const someone of [owner, other, moderator]) {
      expect(await outcome(someone.api.adminOpen({ page: 1 }))).toBe("FORBIDDEN Only admins can decide payouts.");
      expect(await outcome(someone.api.decide({ id: payoutId, status: "success" }))).toBe(
        "FORBIDDEN Only admins can decide payouts.",
      );
    }
    expect((await db().payout.findUniqueOrThrow({ where: { id: payoutId } })).status).toBe("in-transit");
  });

  it("an admin lists the open payouts with the creator's username and marks one paid", async () => {
    const open = await admin.api.adminOpen({ page: 1 });
    expect(open.payouts.map((payout) => [payout.id, payout.username])).toEqual([[payoutId, owner.username]]);
    expect(await outcome(admin.api.decide({ id: payoutId, status: "failed", reason: "x".repeat(501) }))).toMatch(
      /^BAD_REQUEST /,
    );
    expect(await outcome(admin.api.decide({ id: payoutId, status: "lost" as "success" }))).toMatch(/^BAD_REQUEST /);
    expect(await admin.api.decide({ id: payoutId, status: "success" })).toMatchObject({ status: "success" });
    expect((await admin.api.adminOpen({ page: 1 })).payouts).toEqual([]);
    expect((await owner.api.history({ page: 1 })).payouts[0]).toMatchObject({ status: "success" });
  });
});

describe("pages and menus", () => {
  const page = (path: string) => manifest.pages?.find((entry) => entry.path === path);

  it("the creator's pages need a signed-in viewer; /admin/payouts an admin", () => {
    expect(page("/dashboard/revenue/transfers")?.guards).toEqual(["auth"]);
    expect(page("/dashboard/revenue/withdraw")?.guards).toEqual(["auth"]);
    expect(page("/admin/payouts")?.guards).toEqual(["auth", "admin"]);
  });

  it("lists /admin/payouts in the admin menu for admins only", () => {
    const entry = manifest.nav?.find((item) => item.href === "/admin/payouts");
    expect(entry).toMatchObject({ menu: "admin", label: "Payouts", audience: "admin" });
  });

  it("routes PayPal's webhook and polls PayPal every 15 minutes", () => {
    expect(manifest.routes?.find((route) => route.path === "/api/analytics/webhooks/paypal")?.methods).toEqual([
      "POST",
    ]);
    expect(manifest.jobs?.find((job) => job.name === "analytics.poll-payouts")?.cron).toBe("*/15 * * * *");
  });
});
