import { beforeAll, describe, expect, it } from "vitest";

import { createSession } from "../../core/src/auth/sessions";
import { resolveViewer } from "../../core/src/auth/viewer";
import type { Viewer } from "../../core/src/auth/viewer";
import type { Role } from "../../core/src/db/generated/client";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { hostingRouter } from "../src/server/router";
import { encryptNodeToken, newNodeToken } from "../src/server/services/nodes/node-token";
import { activeNotices } from "../src/server/services/notices/notices";
import { person, placedServer } from "./support/node-fixtures";

// Server notices (docs/hosting.md "Server notices"): admins create, edit and delete them (anyone else is refused);
// a server shows those in their window, for all servers or its node, until a dismissable one is dismissed there by
// its owner or an admin. Bad input is a 400 that changes nothing.
const database = setupTestDatabase();
const createCaller = createCallerFactory(hostingRouter);
const noticesAs = (viewer: Viewer | null) =>
  createCaller({ db: database.db, viewer, ip: null, userAgent: null }).notices;

async function viewerOf(role: Role) {
  const { id } = await person(database.db, role);
  const session = await createSession(database.db, id, { ip: "192.0.2.1", userAgent: "vitest" });
  return { id, viewer: (await resolveViewer(database.db, { sessionId: session.id }))! };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "resolved";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const node = (id: string) =>
  database.db.hostingNode.create({
    data: {
      id,
      name: id,
      region: "europe",
      agentUrl: "http://127.0.0.1:1",
      publicUrl: "http://127.0.0.1:1",
      gameHost: "127.0.0.1",
      tokenCiphertext: encryptNodeToken(newNodeToken()),
      cpu: 8,
      memoryMiB: 8192,
      diskMiB: 20480,
    },
  });

const notice = (extra: Record<string, unknown> = {}) => ({
  level: "warn",
  message: "Maintenance on **Sunday**",
  beginsAt: null,
  expiresAt: null,
  dismissable: true,
  nodeId: null,
  ...extra,
});

describe("server notices", () => {
  let admin: Viewer;
  let owner: { id: string; viewer: Viewer };
  let stranger: Viewer;
  let moderator: Viewer;
  beforeAll(async () => {
    await Promise.all([node("eu-n1"), node("eu-n2")]);
    [admin, owner, stranger, moderator] = await Promise.all([
      viewerOf("admin").then((v) => v.viewer),
      viewerOf("user"),
      viewerOf("user").then((v) => v.viewer),
      viewerOf("moderator").then((v) => v.viewer),
    ]);
  });

  it("lets only admins write notices", async () => {
    for (const [viewer, code] of [
      [null, "UNAUTHORIZED"],
      [stranger, "FORBIDDEN"],
      [moderator, "FORBIDDEN"],
    ] as const) {
      expect(await codeOf(noticesAs(viewer).list())).toBe(code);
      expect(await codeOf(noticesAs(viewer).create(notice()))).toBe(code);
    }
    const created = await noticesAs(admin).create(notice());
    for (const viewer of [null, stranger, moderator]) {
      expect(
        await codeOf(noticesAs(viewer).update({ noticeId: created.id, notice: notice({ level: "info" }) })),
      ).not.toBe("resolved");
      expect(await codeOf(noticesAs(viewer).remove({ noticeId: created.id }))).not.toBe("resolved");
    }
    expect(await database.db.hostingNotice.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({
      level: "warn",
    });
    const edited = await noticesAs(admin).update({
      noticeId: created.id,
      notice: notice({ level: "critical", dismissable: false, nodeId: "eu-n1" }),
    });
    expect(edited).toMatchObject({ level: "critical", dismissable: false, nodeId: "eu-n1" });
    expect((await noticesAs(admin).list()).map((n) => n.id)).toContain(created.id);
    await noticesAs(admin).remove({ noticeId: created.id });
    expect(await database.db.hostingNotice.count({ where: { id: created.id } })).toBe(0);
    expect(await codeOf(noticesAs(admin).remove({ noticeId: created.id }))).toBe("NOT_FOUND");
  });

  it("refuses bad notices with a 400 and stores nothing", async () => {
    const before = await database.db.hostingNotice.count();
    for (const extra of [
      { level: "panic" },
      { message: "" },
      { message: "x".repeat(2001) },
      { beginsAt: "yesterday-ish" },
      { beginsAt: "2026-12-02T00:00:00Z", expiresAt: "2026-12-01T00:00:00Z" },
      { nodeId: "no-such-node" },
    ]) {
      expect(await codeOf(noticesAs(admin).create(notice(extra))), JSON.stringify(extra)).toBe("BAD_REQUEST");
    }
    expect(await database.db.hostingNotice.count()).toBe(before);
  });

  it("shows a server the notices of its window and target, until dismissed there", async () => {
    await database.db.hostingNotice.deleteMany();
    const server = await placedServer(database.db, owner.id, "eu-n1", { status: "ready" });
    const elsewhere = await placedServer(database.db, owner.id, "eu-n2", { status: "ready" });
    const now = new Date("2026-12-01T12:00:00Z");
    const all = await noticesAs(admin).create(notice({ message: "all" }));
    const mine = await noticesAs(admin).create(notice({ message: "n1", level: "critical", nodeId: "eu-n1" }));
    const fixed = await noticesAs(admin).create(notice({ message: "fixed", level: "info", dismissable: false }));
    await noticesAs(admin).create(notice({ message: "later", beginsAt: "2026-12-01T13:00:00Z" }));
    await noticesAs(admin).create(notice({ message: "over", expiresAt: "2026-12-01T12:00:00Z" }));
    const shown = async (s: { id: string; nodeId: string | null }) =>
      (await activeNotices(database.db, s, now)).map((n) => n.message);
    expect(await shown(server)).toEqual(["n1", "all", "fixed"]);
    expect(await shown(elsewhere)).toEqual(["all", "fixed"]);
    expect(await shown({ id: server.id, nodeId: null })).toEqual(["all", "fixed"]);

    // only the owner or an admin may dismiss, only a dismissable notice, only one shown on that server
    for (const viewer of [null, stranger, moderator]) {
      expect(await codeOf(noticesAs(viewer).dismiss({ serverId: server.id, noticeId: all.id }))).toMatch(
        /UNAUTHORIZED|NOT_FOUND/,
      );
    }
    expect(await codeOf(noticesAs(owner.viewer).dismiss({ serverId: server.id, noticeId: fixed.id }))).toBe("CONFLICT");
    expect(await codeOf(noticesAs(owner.viewer).dismiss({ serverId: elsewhere.id, noticeId: mine.id }))).toBe(
      "NOT_FOUND",
    );
    expect(await codeOf(noticesAs(owner.viewer).dismiss({ serverId: server.id, noticeId: 999999 }))).toBe("NOT_FOUND");
    expect(await shown(server)).toEqual(["n1", "all", "fixed"]);

    await noticesAs(owner.viewer).dismiss({ serverId: server.id, noticeId: all.id });
    await noticesAs(owner.viewer).dismiss({ serverId: server.id, noticeId: all.id });
    await noticesAs(admin).dismiss({ serverId: server.id, noticeId: mine.id });
    expect(await shown(server)).toEqual(["fixed"]);
    // dismissed on that server only
    expect(await shown(elsewhere)).toEqual(["all", "fixed"]);
    // the procedure answers the same for the owner; others are told the server does not exist
    expect((await noticesAs(owner.viewer).forServer({ serverId: elsewhere.id })).map((n) => n.message)).toContain(
      "all",
    );
    expect(await codeOf(noticesAs(stranger).forServer({ serverId: server.id }))).toBe("NOT_FOUND");
    expect(await codeOf(noticesAs(moderator).forServer({ serverId: server.id }))).toBe("NOT_FOUND");
  });
});
