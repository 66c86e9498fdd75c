// What a server being set up says (review finding 12), over real PostgreSQL: the message provisioning left
// ("Waiting for room in Europe…") reaches the page; a region without any node says so plainly (a `hopper start`
// without Docker has none); a server suspended for billing shows when it is deleted. Only the owner and admins see
// a server's page (serverView); anyone else is told it does not exist.
import { describe, expect, it } from "vitest";

import { translatorFor } from "@hopper/ui/i18n/catalogue";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { encryptNodeToken, newNodeToken } from "../src/server/services/nodes/node-token";
import { serverView } from "../src/server/services/servers/server-view";
import { manageMessages } from "../src/ui/manage/manage-messages";
import type { ManageT } from "../src/ui/manage/manage-t";
import { setUpNote } from "../src/ui/server-shell";
import { person, placedServer } from "./support/node-fixtures";

const database = setupTestDatabase();
const t = translatorFor(manageMessages, "en-US") as ManageT;
const now = new Date("2026-12-01T12:00:00Z");
const WAITING = "Waiting for room in Europe: your server will be set up as soon as a node has room.";

describe("a server being set up", () => {
  it("says no node is available when its region has none, else what provisioning left", async () => {
    const owner = await person(database.db);
    const stranger = await person(database.db);
    const lonely = await placedServer(database.db, owner.id, null, { status: "provisioning" });
    await database.db.hostingServer.update({
      where: { id: lonely.id },
      data: { region: "north-america", statusMessage: "Waiting for room in North America (Dallas): …" },
    });
    const view = await serverView(database.db, owner.actor, lonely.id, now);
    expect(view.waiting).toBe("no_node");
    expect(setUpNote(view, t)).toEqual([
      "No node is available in North America (Dallas) yet, so your server cannot be set up. It will be set up as soon as a node is added there.",
    ]);
    await expect(serverView(database.db, stranger.actor, lonely.id, now)).rejects.toMatchObject({ code: "not_found" });

    await database.db.hostingNode.create({
      data: {
        id: "eu-full",
        name: "eu-full",
        region: "europe",
        agentUrl: "http://127.0.0.1:1",
        publicUrl: "http://127.0.0.1:1",
        gameHost: "127.0.0.1",
        tokenCiphertext: encryptNodeToken(newNodeToken()),
        cpu: 1,
        memoryMiB: 512,
        diskMiB: 1024,
      },
    });
    const full = await placedServer(database.db, owner.id, null, { status: "provisioning" });
    await database.db.hostingServer.update({ where: { id: full.id }, data: { statusMessage: WAITING } });
    const waiting = await serverView(database.db, owner.actor, full.id, now);
    expect(waiting.waiting).toBe("no_room");
    expect(setUpNote(waiting, t)).toEqual([WAITING, t("settingUp")]);

    const installing = await placedServer(database.db, owner.id, "eu-full", { status: "installing" });
    const placed = await serverView(database.db, owner.actor, installing.id, now);
    expect(placed.waiting).toBeNull();
    expect(setUpNote(placed, t)).toEqual([t("settingUp")]);
  });

  it("a server suspended for billing tells when it is deleted; staff suspensions do not", async () => {
    const owner = await person(database.db);
    const unpaid = await placedServer(database.db, owner.id, null, { status: "ready" });
    await database.db.hostingServer.update({
      where: { id: unpaid.id },
      data: { suspendedReason: "paymentfailed", suspendedAt: new Date("2026-11-30T08:00:00Z") },
    });
    const view = await serverView(database.db, owner.actor, unpaid.id, now);
    expect(view.deletesAt?.toISOString()).toBe("2026-12-14T08:00:00.000Z");
    expect(setUpNote(view, t)).toEqual([]);
    await database.db.hostingServer.update({ where: { id: unpaid.id }, data: { suspendedReason: "staff" } });
    expect((await serverView(database.db, owner.actor, unpaid.id, now)).deletesAt).toBeNull();
  });
});
