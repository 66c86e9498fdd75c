import { describe, expect, it } from "vitest";

import { notificationCopy, englishCopy } from "../../notifications/src/ui/notification-copy";

// The payout notifications as the site words them (notifications' catalogue, `copy.payoutPaid` / `payoutFailed`):
// the same English the payout services store for the REST API.
const names = { projects: {}, versions: {}, organizations: {}, users: {} };
const copy = (type: string, body: Record<string, unknown>) => {
  const found = notificationCopy({ type, body }, names, () => null);
  return found ? englishCopy(found) : null;
};

describe("payout notifications", () => {
  it("payout_paid and payout_failed: the amount as given", () => {
    expect(copy("payout_paid", { payout_id: "PAYOUT01", amount: "$49.00" })).toEqual({
      title: "Your payout was sent",
      text: "Your withdrawal of $49.00 was paid.",
    });
    expect(copy("payout_failed", { payout_id: "PAYOUT01", amount: "$43.21" })).toEqual({
      title: "Your payout failed",
      text: "Your withdrawal of $43.21 failed and the money was returned to your balance.",
    });
  });

  it("leaves a body without an amount to the stored text", () => {
    expect(copy("payout_paid", {})).toBeNull();
  });
});
