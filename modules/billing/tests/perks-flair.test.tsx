import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { applyProviderEvent } from "../src/server/services/charges/apply-event";
import { runUnprovision } from "../src/server/services/charges/unprovision";
import { subscriberIds, subscriberSince } from "../src/server/services/perks";
import { settingsSlots } from "../src/settings-manifest";
import { cancelSubscription } from "../src/server/services/subscriptions/cancel";
import { startPurchase } from "../src/server/services/subscriptions/purchase";
import { HeaderPlusMark, SubscriberFlair } from "../src/ui/slots/subscriber-flair";
import { asProviderEvent, at, card, localProvider, MIDAS, person, product, T0 } from "./charges-support";

// The midas perks beyond the badge (docs/billing.md, "Perks"): the flair on the profile and the plus mark beside the
// user menu follow the provisioned flag, switched on at payment and off at the end of the paid period, each with a
// notification.
const database = setupTestDatabase();
const db = () => database.db;

describe("the Hopper+ flair", () => {
  it("is a subscriber's from payment to the end of the paid period, each switch with a notification", async () => {
    const { provider, delivered } = localProvider();
    const user = await person(db());
    const { priceId } = await product(db(), "midas", MIDAS);
    const paymentMethodId = await card(db(), user.id, "ok");
    const bought = await startPurchase(
      db(),
      user.actor,
      { priceId, interval: "monthly", paymentMethodId },
      T0,
      provider,
    );
    expect(await subscriberSince(db(), user.id)).toBeNull();

    await applyProviderEvent(db(), asProviderEvent(delivered.shift()!), T0);
    expect(await subscriberSince(db(), user.id)).toEqual({ since: T0 });
    const on = await db().notification.findMany({ where: { userId: user.id, type: "subscription_changed" } });
    expect(on.map((note) => note.body)).toEqual([
      expect.objectContaining({ subscription_id: bought.subscriptionId, provisioned: true }),
    ]);

    await cancelSubscription(db(), user.actor, bought.subscriptionId);
    await runUnprovision(db(), at(29));
    expect(await subscriberSince(db(), user.id)).toEqual({ since: T0 });
    await runUnprovision(db(), at(31));
    expect(await subscriberSince(db(), user.id)).toBeNull();
    const both = await db().notification.findMany({
      where: { userId: user.id, type: "subscription_changed" },
      orderBy: { createdAt: "asc" },
    });
    expect(both.map((note) => (note.body as { provisioned: boolean }).provisioned)).toEqual([true, false]);
  });

  it("is answered for a list of users at once (subscriberIds: duplicates and non-subscribers)", async () => {
    const { provider, delivered } = localProvider();
    const [a, b] = [await person(db()), await person(db())];
    const { priceId } = await product(db(), "midas", MIDAS);
    const paymentMethodId = await card(db(), a.id, "ok");
    await startPurchase(db(), a.actor, { priceId, interval: "yearly", paymentMethodId }, T0, provider);
    await applyProviderEvent(db(), asProviderEvent(delivered.shift()!), T0);
    expect(await subscriberIds(db(), [a.id, b.id, a.id])).toEqual(new Set([a.id]));
  });

  it("renders the plus mark with the label on the profile and beside the user menu", () => {
    const flair = renderToStaticMarkup(<SubscriberFlair label="Supporter since January 2030" />);
    expect(flair).toContain('data-testid="subscriber-flair"');
    expect(flair).toContain("Supporter since January 2030");
    expect(flair).toMatch(/<span aria-hidden="true"[^>]*>\+<\/span>/);
    const mark = renderToStaticMarkup(<HeaderPlusMark label="Hopper+ member: billing settings" />);
    expect(mark).toContain('href="/settings/billing"');
    expect(mark).toContain('aria-label="Hopper+ member: billing settings"');
  });

  it("is declared in the profile header's and the site header's slots (the mark after the bell, beside the user menu)", () => {
    const of = (slot: string) => settingsSlots.filter((entry) => entry.slot === slot).map((entry) => entry.component);
    expect(of("user.header-actions")).toContain("ui/slots/subscriber-badge");
    const mark = settingsSlots.find((entry) => entry.component === "ui/slots/header-plus-mark");
    expect(mark).toMatchObject({ slot: "header.actions" });
    // The notification bell has the default order (100).
    expect(mark?.order).toBeGreaterThan(100);
  });
});
