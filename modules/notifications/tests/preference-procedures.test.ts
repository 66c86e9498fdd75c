import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { routerCallers } from "./callers";

// notifications.preferences.get / setDelivery from outside: anonymous, a token without the scope, the user,
// another user, a moderator and an admin. Neither takes a user id: each answers and changes only the caller's own.

const database = setupTestDatabase();
const { anonymous, signedIn, withToken } = routerCallers(() => database.db);

const stored = (userId: string) => database.db.notificationPreference.findUnique({ where: { userId } });

describe("notifications.preferences", () => {
  it("refuses anonymous callers and stores nothing", async () => {
    await expect(anonymous().preferences.get()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anonymous().preferences.setDelivery({ delivery: "daily" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect(await database.db.notificationPreference.count()).toBe(0);
  });

  it("refuses a token without NOTIFICATION_READ / NOTIFICATION_WRITE", async () => {
    const reader = await withToken(["NOTIFICATION_READ"]);
    expect(await reader.caller.preferences.get()).toEqual({ delivery: "site" });
    await expect(reader.caller.preferences.setDelivery({ delivery: "weekly" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await stored(reader.id)).toBeNull();
    const writer = await withToken(["NOTIFICATION_WRITE"]);
    await expect(writer.caller.preferences.get()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("answers 'site' without a row; the user sets their own, which another user, a moderator and an admin do not see or change", async () => {
    const owner = await signedIn();
    expect(await owner.caller.preferences.get()).toEqual({ delivery: "site" });
    expect(await owner.caller.preferences.setDelivery({ delivery: "weekly" })).toEqual({ delivery: "weekly" });
    expect(await owner.caller.preferences.get()).toEqual({ delivery: "weekly" });
    const row = await stored(owner.id);
    expect(row?.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    for (const role of ["user", "moderator", "admin"] as const) {
      const other = await signedIn(role);
      expect(await other.caller.preferences.get()).toEqual({ delivery: "site" });
      await other.caller.preferences.setDelivery({ delivery: "daily" });
      expect(await other.caller.preferences.get()).toEqual({ delivery: "daily" });
    }
    expect(await owner.caller.preferences.get()).toEqual({ delivery: "weekly" });
    // Saving again keeps the row and its unsubscribe token.
    await owner.caller.preferences.setDelivery({ delivery: "site" });
    expect((await stored(owner.id))?.unsubscribeToken).toBe(row?.unsubscribeToken);
    expect(await owner.caller.preferences.get()).toEqual({ delivery: "site" });
  });

  it("refuses a delivery that is not one of the three (400), changing nothing", async () => {
    const owner = await signedIn();
    await owner.caller.preferences.setDelivery({ delivery: "daily" });
    await expect(
      owner.caller.preferences.setDelivery({ delivery: "hourly" as unknown as "daily" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await owner.caller.preferences.get()).toEqual({ delivery: "daily" });
  });
});
