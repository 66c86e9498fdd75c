import { describe, expect, it } from "vitest";

import type { DbOrTx } from "../../core/src/db/client";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { POST as localWebhook } from "../src/server/http/webhook-local";
import { POST as stripeWebhook } from "../src/server/http/webhook-stripe";
import { localProvider } from "../src/server/services/providers/configured";
import { localPaymentEvent } from "../src/server/services/providers/local";
import { signLocalEvent } from "../src/server/services/providers/local-signature";
import type { ProviderEvent } from "../src/server/services/providers/provider";
import { deliverLocalEvent } from "../src/server/services/webhooks/local-delivery";
import { answerLocalConfirmation, localConfirmation } from "../src/server/services/webhooks/local-confirm";
import { receiveWebhook } from "../src/server/services/webhooks/receive";
import { newId } from "../../core/src/db/ids";

// Webhook handling (docs/billing.md "Webhooks"): a verified event is recorded by its id and reaches the charges once,
// however often and in whatever order it arrives; a bad signature or body records nothing; a failure while applying
// leaves the event unprocessed for the provider's retry.
const database = setupTestDatabase();
const NOW = new Date();

function recorder() {
  const seen: ProviderEvent[] = [];
  const apply = async (_db: DbOrTx, event: ProviderEvent) => {
    seen.push(event);
  };
  return { seen, apply };
}

const signed = (body: string, at = NOW) =>
  new Request("http://localhost/api/billing/webhooks/local", {
    method: "POST",
    headers: { "content-type": "application/json", "hopper-signature": signLocalEvent(body, at) },
    body,
  });

const rows = (eventId: string) => database.db.billingWebhookEvent.findMany({ where: { eventId } });

describe("webhook handling", () => {
  it("applies the same event delivered ten times once, and records it processed", async () => {
    const { seen, apply } = recorder();
    const event = localPaymentEvent("payment.succeeded", "lpi_ten", "CHARGE10");
    const receipts = [];
    for (let i = 0; i < 10; i++) receipts.push(await deliverLocalEvent(database.db, event, NOW, apply));
    expect(receipts.map((r) => r.applied)).toEqual([true, ...Array(9).fill(false)]);
    expect(seen).toHaveLength(1);
    const [row] = await rows(event.id);
    expect(row).toMatchObject({ provider: "local", type: "payment.succeeded" });
    expect(row!.processedAt).not.toBeNull();
  });

  it("applies the same event sent ten times at once once", async () => {
    const { seen, apply } = recorder();
    const event = localPaymentEvent("payment.succeeded", "lpi_race", "CHARGE11");
    await Promise.all(Array.from({ length: 10 }, () => deliverLocalEvent(database.db, event, NOW, apply)));
    expect(seen).toHaveLength(1);
  });

  it("hands out-of-order events to the charges once each, in the order they arrived", async () => {
    const { seen, apply } = recorder();
    const failed = localPaymentEvent("payment.failed", "lpi_order", "CHARGE12", "Your card was declined.");
    const succeeded = localPaymentEvent("payment.succeeded", "lpi_order", "CHARGE12");
    for (const event of [succeeded, failed, succeeded, failed]) await deliverLocalEvent(database.db, event, NOW, apply);
    expect(seen.map((event) => event.type)).toEqual(["payment.succeeded", "payment.failed"]);
  });

  it("leaves an event whose handling failed unrecorded, so the provider's retry processes it", async () => {
    const event = localPaymentEvent("payment.succeeded", "lpi_retry", "CHARGE13");
    const failing = async () => {
      throw new Error("database went away");
    };
    await expect(deliverLocalEvent(database.db, event, NOW, failing)).rejects.toThrow("database went away");
    expect(await rows(event.id)).toEqual([]);
    const { seen, apply } = recorder();
    expect((await deliverLocalEvent(database.db, event, NOW, apply)).applied).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it("refuses a bad signature, a tampered body, a stale signature and a bad body with 400 and records nothing", async () => {
    const { seen, apply } = recorder();
    const body = JSON.stringify(localPaymentEvent("payment.succeeded", "lpi_bad", "CHARGE14"));
    const provider = localProvider();
    const before = await database.db.billingWebhookEvent.count();
    const refusals: string[] = [];
    const attempts: [string, Headers][] = [
      [body, new Headers({ "hopper-signature": "t=1,v1=00" })],
      [body.replace("CHARGE14", "CHARGE99"), new Headers({ "hopper-signature": signLocalEvent(body, NOW) })],
      [body, new Headers({ "hopper-signature": signLocalEvent(body, new Date(NOW.getTime() - 3_600_000)) })],
      ["{not json", new Headers({ "hopper-signature": signLocalEvent("{not json", NOW) })],
      [body, new Headers()],
    ];
    for (const [raw, headers] of attempts) {
      await receiveWebhook(database.db, provider, raw, headers, NOW, apply).catch((error: { code: string }) =>
        refusals.push(error.code),
      );
    }
    expect(refusals).toEqual(Array(5).fill("invalid_input"));
    expect(seen).toEqual([]);
    expect(await database.db.billingWebhookEvent.count()).toBe(before);
  });

  it("the routes answer 400 { error, description } for a bad signature and 413 past 256 KiB, recording nothing", async () => {
    const before = await database.db.billingWebhookEvent.count();
    const bad = await localWebhook(
      new Request("http://localhost/api/billing/webhooks/local", {
        method: "POST",
        headers: { "hopper-signature": "t=1,v1=00" },
        body: "{}",
      }),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: "invalid_input",
      description: "The webhook signature is missing or invalid.",
    });
    const huge = "x".repeat(256 * 1024 + 1);
    expect((await localWebhook(signed(huge))).status).toBe(413);
    // Stripe is not configured in tests: its endpoint refuses everything.
    const stripe = await stripeWebhook(
      new Request("http://localhost/api/billing/webhooks/stripe", { method: "POST", body: "{}" }),
    );
    expect(stripe.status).toBe(400);
    expect(await database.db.billingWebhookEvent.count()).toBe(before);
  });

  it("the local route records a signed event and answers a replay as a duplicate", async () => {
    // An event for no charge: the charges find nothing to change, the record is what this checks.
    const body = JSON.stringify(localPaymentEvent("payment.processing", "lpi_route", null));
    const first = await localWebhook(signed(body));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    expect(await (await localWebhook(signed(body))).json()).toEqual({ received: true, duplicate: true });
  });

  it("the confirm page's answer is its owner's only and goes through the webhook once", async () => {
    const ownerId = newId();
    const strangerId = newId();
    for (const id of [ownerId, strangerId]) {
      await database.db.user.create({
        data: { id, username: `c${id.toLowerCase()}`, usernameKey: `c${id.toLowerCase()}` },
      });
    }
    const charge = await database.db.charge.create({
      data: {
        id: newId(),
        userId: ownerId,
        type: "subscription",
        status: "processing",
        amount: 499,
        currency: "USD",
        due: NOW,
        provider: "local",
        providerPaymentId: `lpi_${newId()}`,
      },
    });
    const owner = { userId: ownerId, role: "user" as const };
    const stranger = { userId: strangerId, role: "admin" as const };
    const { seen, apply } = recorder();
    await expect(localConfirmation(database.db, null, charge.id)).rejects.toMatchObject({ code: "unauthorized" });
    await expect(localConfirmation(database.db, stranger, charge.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(
      answerLocalConfirmation(database.db, stranger, charge.id, "complete", NOW, apply),
    ).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await localConfirmation(database.db, owner, charge.id)).toMatchObject({ pending: true, amount: 499 });
    expect(await answerLocalConfirmation(database.db, owner, charge.id, "complete", NOW, apply)).toEqual({
      applied: true,
    });
    expect(await answerLocalConfirmation(database.db, owner, charge.id, "complete", NOW, apply)).toEqual({
      applied: false,
    });
    expect(seen).toEqual([
      expect.objectContaining({
        type: "payment.succeeded",
        chargeId: charge.id,
        providerPaymentId: charge.providerPaymentId,
      }),
    ]);
  });
});
