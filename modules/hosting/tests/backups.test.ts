// A server's backups through the panel (`hosting.backups.*`) against a REAL agent process on the real Docker engine:
// create → ready, change a file, restore → the file is back; download asked twice → 'Already preparing backup for
// download' or the ready single-use link, which serves the archive once; lock blocks delete; the plan's limit; the
// schedule; who may do what (docs/hosting.md "Backups").
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Viewer } from "../../core/src/auth/viewer";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { hostingRouter } from "../src/server/router";
import { backupLimit } from "../src/server/services/backups/backups";
import { dockerAvailable, startTestAgent, type TestAgent } from "./support/local-agent";
import { serverOnAgent, signedInPerson, waitFor, type Person } from "./support/server-on-agent";

const database = setupTestDatabase();
const docker = await dockerAvailable("hosting backups");
const createCaller = createCallerFactory(hostingRouter);
const caller = (viewer: Viewer | null) => createCaller({ db: database.db, viewer, ip: null, userAgent: null });

describe.skipIf(!docker)("server backups", () => {
  let agent: TestAgent;
  let owner: Person;
  let other: Person;
  let moderator: Person;
  let admin: Person;
  let serverId: string;

  beforeAll(async () => {
    agent = await startTestAgent({ db: database.db });
    [owner, other, moderator, admin] = await Promise.all([
      signedInPerson(database.db),
      signedInPerson(database.db),
      signedInPerson(database.db, "moderator"),
      signedInPerson(database.db, "admin"),
    ]);
    serverId = (await serverOnAgent(database.db, agent.node, owner.id, agent.image)).id;
  }, 120_000);
  afterAll(async () => {
    await agent?.stop();
  });

  const backups = () => caller(owner.viewer).backups;
  const settled = async (backupId: string) => {
    await waitFor(async () => {
      const listing = await backups().list({ id: serverId });
      return !listing.running && listing.backups.some((b) => b.id === backupId);
    });
    return backups().detail({ id: serverId, backupId });
  };

  it("creates a backup, restores it over a changed file, and the file is back", async () => {
    await caller(owner.viewer).files.save({ id: serverId, path: "world/level.txt", content: "before" });
    const created = await backups().create({ id: serverId, name: "Before the change" });
    expect(created).toMatchObject({ name: "Before the change", automated: false, locked: false });
    expect(await settled(created.id)).toMatchObject({ status: "ready", error: null });
    const listing = await backups().list({ id: serverId });
    expect(listing.backups[0]).toMatchObject({ id: created.id, status: "ready" });
    expect(listing.backups[0]!.sizeBytes).toBeGreaterThan(0);

    await caller(owner.viewer).files.save({ id: serverId, path: "world/level.txt", content: "after" });
    await caller(owner.viewer).files.save({ id: serverId, path: "world/new.txt", content: "new" });
    await backups().restore({ id: serverId, backupId: created.id, wipe: true });
    await settled(created.id);
    expect((await caller(owner.viewer).files.read({ id: serverId, path: "world/level.txt" })).content).toBe("before");
    const world = await caller(owner.viewer).files.list({ id: serverId, path: "world" });
    expect(world.entries.map((e) => e.name)).toEqual(["level.txt"]);
  });

  it("download asked twice: 'Already preparing backup for download' or the ready link, which serves the archive once", async () => {
    const created = await backups().create({ id: serverId, name: "To download" });
    await settled(created.id);
    await backups().download({ id: serverId, backupId: created.id });
    const second = await backups()
      .download({ id: serverId, backupId: created.id })
      .then(
        () => "again",
        (error: Error) => error.message,
      );
    // The agent may already have finished the first preparation (a small archive): then it prepares a new link.
    expect(["Already preparing backup for download", "again"]).toContain(second);
    const ready = await settled(created.id);
    expect(ready.downloadUrl).toMatch(new RegExp(`^${agent.agentUrl}/download/backup/`));
    const archive = await fetch(ready.downloadUrl!);
    expect(archive.status).toBe(200);
    expect((await archive.arrayBuffer()).byteLength).toBe(ready.sizeBytes);
    expect((await fetch(ready.downloadUrl!)).status).not.toBe(200);
  });

  it("a locked backup cannot be deleted; unlocked it can", async () => {
    const created = await backups().create({ id: serverId, name: "Keep me" });
    await settled(created.id);
    expect(await backups().lock({ id: serverId, backupId: created.id, locked: true })).toMatchObject({ locked: true });
    await expect(backups().remove({ id: serverId, backupId: created.id })).rejects.toThrow(
      "This backup is locked; unlock it before deleting",
    );
    await backups().lock({ id: serverId, backupId: created.id, locked: false });
    await backups().remove({ id: serverId, backupId: created.id });
    expect((await backups().list({ id: serverId })).backups.map((b) => b.id)).not.toContain(created.id);
  });

  it("keeps the plan's limit of backups and schedules automatic ones within it", async () => {
    const limit = backupLimit({ memoryMiB: 4096 });
    expect(limit).toBe(8);
    const listing = await backups().list({ id: serverId });
    expect(listing.limit).toBe(limit);
    // No schedule on the agent yet (it answers null): automatic backups off, the form's default retention.
    expect(listing.schedule).toEqual({ intervalMinutes: 0, retain: 3 });
    for (let count = listing.backups.length; count < limit; count += 1) {
      const created = await backups().create({ id: serverId, name: `Fill ${count}` });
      await settled(created.id);
    }
    await expect(backups().create({ id: serverId, name: "One too many" })).rejects.toThrow(
      `This plan keeps at most ${limit} backups: delete one first.`,
    );
    await expect(backups().create({ id: serverId, name: "x".repeat(65) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });

    expect(await backups().schedule({ id: serverId, intervalMinutes: 360, retain: 3 })).toEqual({
      intervalMinutes: 360,
      retain: 3,
    });
    await expect(backups().schedule({ id: serverId, intervalMinutes: 360, retain: limit + 1 })).rejects.toThrow(
      `This plan keeps at most ${limit} automatic backups.`,
    );
    expect((await backups().list({ id: serverId })).schedule).toEqual({ intervalMinutes: 360, retain: 3 });
  });

  it("refuses anonymous callers, another user and moderators on every procedure; admins and the owner may", async () => {
    const some = (await backups().list({ id: serverId })).backups[0]!;
    const every = (viewer: Viewer | null) => {
      const b = caller(viewer).backups;
      const ref = { id: serverId, backupId: some.id };
      return [
        () => b.list({ id: serverId }),
        () => b.detail(ref),
        () => b.create({ id: serverId, name: "intruder" }),
        () => b.restore({ ...ref, wipe: true }),
        () => b.remove(ref),
        () => b.lock({ ...ref, locked: true }),
        () => b.download(ref),
        () => b.cancel(ref),
        () => b.retry(ref),
        () => b.schedule({ id: serverId, intervalMinutes: 0, retain: 1 }),
      ];
    };
    for (const call of every(null)) await expect(call()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    for (const person of [other, moderator]) {
      for (const call of every(person.viewer)) await expect(call()).rejects.toThrow("Server not found");
    }
    expect((await backups().list({ id: serverId })).backups.find((b) => b.id === some.id)).toEqual(some);

    for (const person of [admin, owner]) {
      const b = caller(person.viewer).backups;
      expect((await b.list({ id: serverId })).backups.length).toBeGreaterThan(0);
      expect(await b.lock({ id: serverId, backupId: some.id, locked: true })).toMatchObject({ locked: true });
      await b.lock({ id: serverId, backupId: some.id, locked: false });
    }
    await expect(backups().detail({ id: serverId, backupId: "../x" })).rejects.toThrow("Backup not found");
  });
});
