import { describe, expect, it } from "vitest";

import { bitsToScopes } from "../../core/src/auth/scopes";
import { newId } from "../../core/src/db/ids";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import seed, { DEMO_APP_ID } from "../src/seed";

// The demo data (issue 17, "Done when"): one app, "Demo Launcher", owned by demo-creator; seeding again adds none.
const database = setupTestDatabase();

describe("the oauth seed", () => {
  it("registers Demo Launcher for demo-creator once: a public loopback client with read scopes", async () => {
    const creatorId = newId();
    await database.db.user.create({ data: { id: creatorId, username: "demo-creator", usernameKey: "demo-creator" } });
    const lines: string[] = [];
    await seed({ db: database.db, report: (line) => lines.push(line) });
    await seed({ db: database.db, report: (line) => lines.push(line) });
    const apps = await database.db.oAuthApp.findMany({ include: { redirectUris: true } });
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({
      id: DEMO_APP_ID,
      name: "Demo Launcher",
      ownerId: creatorId,
      isPublic: true,
      secretHash: null,
    });
    expect(apps[0]!.redirectUris.map((row) => row.uri)).toEqual(["http://127.0.0.1/callback"]);
    expect(bitsToScopes(apps[0]!.maxScopes)).toEqual([
      "USER_READ",
      "NOTIFICATION_READ",
      "PROJECT_READ",
      "VERSION_READ",
      "COLLECTION_READ",
    ]);
    expect(lines).toHaveLength(1);
  });
});
