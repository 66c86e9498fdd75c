import type { Labrinth } from "@modrinth/api-client";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { setupTestDatabase } from "../../../../tests/setup/test-database";
import { setupRestServer } from "../../../../tests/support/rest-server";
import { makeNotifications, makeUser } from "../../../../modules/notifications/tests/support";
import { contractClients, expectShape, statusOf } from "./client-support";

// The contract for notifications: the reference platform's own client, @modrinth/api-client 0.77.0, unchanged,
// pointed at Hopper over real HTTP. Every notifications_v2 method and users_v2.getNotifications is called, and
// each answer must have the shape of the client's `Labrinth.Notifications.v2.Notification` (written down below as
// a zod schema, as client-shapes.ts does for the other routes).

const database = setupTestDatabase();
const api = setupRestServer();

/** Labrinth.Notifications.v2.Notification; extra fields allowed, as in the type. */
const notificationV2 = z.object({
  id: z.string(),
  user_id: z.string(),
  type: z.string().nullable(),
  title: z.string(),
  text: z.string(),
  link: z.string(),
  read: z.boolean(),
  created: z.iso.datetime({ offset: true }),
  actions: z.array(z.object({ title: z.string(), action_route: z.tuple([z.string(), z.string()]) })),
  body: z.looseObject({ type: z.string() }),
});

const expectList = (value: unknown): Labrinth.Notifications.v2.Notification[] =>
  expectShape(z.array(notificationV2), value);

/** The reference's client on Hopper's base URL, as a launcher would configure it (its own client address). */
const clients = contractClients(api, "10.93");
const clientFor = (token?: string) => clients({ token });

const stored = (id: string) => database.db.notification.findUnique({ where: { id } });

type Person = Awaited<ReturnType<typeof makeUser>>;
let owner: Person;
let other: Person;

beforeAll(async () => {
  owner = await makeUser(database.db);
  other = await makeUser(database.db);
});

describe("notifications through @modrinth/api-client 0.77.0", () => {
  it("notifications_v2.getUserNotifications and users_v2.getNotifications list the owner's, newest first", async () => {
    const ids = await makeNotifications(database.db, owner.id, 2, {
      type: "team_invite",
      actions: [{ title: "Accept", action_route: ["POST", "team/TEAM0001/join"] }],
      body: { team_id: "TEAM0001", invited_by: other.id, role: "Member" },
    });
    const client = clientFor(owner.token);
    const listed = expectList(await client.labrinth.notifications_v2.getUserNotifications(owner.id));
    expect(listed.map((n) => n.id)).toEqual([ids[1], ids[0]]);
    expect(listed[0]).toMatchObject({
      type: "team_invite",
      read: false,
      actions: [{ title: "Accept", action_route: ["POST", "team/TEAM0001/join"] }],
      body: { type: "team_invite", team_id: "TEAM0001", invited_by: other.id },
    });
    const byName = expectList(await client.labrinth.users_v2.getNotifications(owner.username));
    expect(byName.map((n) => n.id)).toEqual(listed.map((n) => n.id));
    expect(await statusOf(clientFor(other.token).labrinth.users_v2.getNotifications(owner.id))).toBe(403);
    expect(await statusOf(clientFor().labrinth.notifications_v2.getUserNotifications(owner.id))).toBe(401);
  });

  it("notifications_v2.getMultiple answers the caller's among the ids", async () => {
    const [a, b] = await makeNotifications(database.db, owner.id, 2);
    const [theirs] = await makeNotifications(database.db, other.id, 1);
    const several = expectList(await clientFor(owner.token).labrinth.notifications_v2.getMultiple([b!, theirs!, a!]));
    expect(several.map((n) => n.id)).toEqual([b, a]);
  });

  it("notifications_v2.markAsRead and markMultipleAsRead mark them read", async () => {
    const [one, two, three] = await makeNotifications(database.db, owner.id, 3);
    const client = clientFor(owner.token);
    await client.labrinth.notifications_v2.markAsRead(one!);
    expect((await stored(one!))?.read).toBe(true);
    await client.labrinth.notifications_v2.markMultipleAsRead([two!, three!, two!]);
    expect([(await stored(two!))?.read, (await stored(three!))?.read]).toEqual([true, true]);
    expect(await statusOf(clientFor(other.token).labrinth.notifications_v2.markAsRead(one!))).toBe(404);
  });

  it("notifications_v2.delete and deleteMultiple delete them", async () => {
    const [one, two, three] = await makeNotifications(database.db, owner.id, 3);
    const client = clientFor(owner.token);
    expect(await statusOf(clientFor(other.token).labrinth.notifications_v2.delete(one!))).toBe(404);
    await client.labrinth.notifications_v2.delete(one!);
    expect(await stored(one!)).toBeNull();
    await client.labrinth.notifications_v2.deleteMultiple([two!, three!]);
    expect([await stored(two!), await stored(three!)]).toEqual([null, null]);
  });
});
