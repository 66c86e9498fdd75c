import { beforeAll, describe, expect, it } from "vitest";

import { createPersonalAccessToken } from "../../core/src/auth/tokens";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRestServer } from "../../../tests/support/rest-server";
import { makeNotifications, makeUser } from "./support";

// Every notification route over real HTTP: anonymous, a token without the scope, another user, a moderator, an
// admin and the owner; bad ids and too many ids. docs/api/notifications.md describes the routes.

const database = setupTestDatabase();
const api = setupRestServer();

let requests = 0;
const nextIp = () => `10.91.${(++requests >> 8) & 255}.${requests & 255}`;
const call = <T = unknown>(method: string, route: string, token?: string) =>
  api.json<T>(route, { method, token, ip: nextIp() });

interface Wire {
  id: string;
  user_id: string;
  type: string | null;
  title: string;
  read: boolean;
  created: string;
  actions: { title: string; action_route: [string, string] }[];
  body: Record<string, unknown>;
}

type Person = Awaited<ReturnType<typeof makeUser>>;
let owner: Person;
let other: Person;
let moderator: Person;
let admin: Person;
/** The owner's token without NOTIFICATION_READ / NOTIFICATION_WRITE. */
let narrow: Person;

beforeAll(async () => {
  owner = await makeUser(database.db);
  other = await makeUser(database.db);
  moderator = await makeUser(database.db, "moderator");
  admin = await makeUser(database.db, "admin");
  const scopes: ["USER_READ"] = ["USER_READ"];
  narrow = {
    ...owner,
    token: (await createPersonalAccessToken(database.db, { userId: owner.id, name: "narrow", scopes })).token,
  };
});

const unauthorized = (scope: string) => ({
  status: 401,
  body: { error: "unauthorized", description: `Authentication Error: the token does not have the ${scope} scope` },
});

describe("GET /v2/user/{id|username}/notifications", () => {
  it("gives the owner their notifications newest first in the reference's v2 shape, by id or username", async () => {
    const ids = await makeNotifications(database.db, owner.id, 3, {
      type: "team_invite",
      actions: [{ title: "Accept", action_route: ["POST", "team/TEAM0001/join"] }],
      body: { team_id: "TEAM0001", project_id: "PROJ0001", invited_by: other.id, role: "Member" },
    });
    const byId = await call<Wire[]>("GET", `/v2/user/${owner.id}/notifications`, owner.token);
    expect(byId.status).toBe(200);
    expect(byId.body.map((n) => n.id).slice(0, 3)).toEqual([...ids].reverse());
    expect(byId.body[0]).toEqual({
      id: ids[2],
      user_id: owner.id,
      type: "team_invite",
      title: "Notification 3",
      text: "A followed project published a version",
      link: "/mod/example/version/1.0.0",
      read: false,
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      actions: [{ title: "Accept", action_route: ["POST", "team/TEAM0001/join"] }],
      body: { type: "team_invite", team_id: "TEAM0001", project_id: "PROJ0001", invited_by: other.id, role: "Member" },
    });
    const byName = await call<Wire[]>("GET", `/v2/user/${owner.username.toLowerCase()}/notifications`, owner.token);
    expect(byName.body.map((n) => n.id)).toEqual(byId.body.map((n) => n.id));
  });

  it("answers the same list in the v3 shape under /v3", async () => {
    const user = await makeUser(database.db);
    const [id] = await makeNotifications(database.db, user.id, 1, {
      actions: [{ title: "Open", action_route: ["GET", "project/PROJ0001"] }],
    });
    const { status, body } = await call("GET", `/v3/user/${user.id}/notifications`, user.token);
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        id,
        user_id: user.id,
        name: "Notification 1",
        text: "A followed project published a version",
        link: "/mod/example/version/1.0.0",
        read: false,
        created: expect.any(String),
        actions: [{ name: "Open", action_route: ["GET", "project/PROJ0001"] }],
        body: { type: "project_update", project_id: "PROJ0001", version_id: "VERS0000" },
      },
    ]);
  });

  it("lets an admin read anyone's; refuses anonymous, a token without the scope, another user and a moderator", async () => {
    await makeNotifications(database.db, owner.id, 1);
    const route = `/v2/user/${owner.id}/notifications`;
    expect((await call<Wire[]>("GET", route, admin.token)).body.length).toBeGreaterThan(0);
    expect(await call("GET", route)).toMatchObject({
      status: 401,
      body: { error: "unauthorized", description: "Authentication Error: this endpoint needs a token" },
    });
    expect(await call("GET", route, narrow.token)).toMatchObject(unauthorized("NOTIFICATION_READ"));
    for (const stranger of [other, moderator]) {
      expect(await call("GET", route, stranger.token)).toMatchObject({
        status: 403,
        body: { error: "forbidden", description: "You do not have permission to see the notifications of this user!" },
      });
    }
  });

  it("answers 404 for an unknown user", async () => {
    expect(await call("GET", "/v2/user/NoSuchUser_zz/notifications", owner.token)).toMatchObject({
      status: 404,
      body: { error: "not_found" },
    });
  });

  it("answers at most the newest 1,000, newest first (one bounded response)", async () => {
    const many = await makeUser(database.db);
    // 1,001 notifications one second apart, L0000001 the newest, in one statement.
    await database.db.$executeRaw`
      INSERT INTO notifications (id, user_id, type, title, text, link, created_at)
      SELECT 'L' || lpad(n::text, 7, '0'), ${many.id}, 'legacy_markdown', 'Notice ' || n, '', '',
        now() - n * interval '1 second'
      FROM generate_series(1, 1001) AS n`;
    const listed = await call<Wire[]>("GET", `/v2/user/${many.id}/notifications`, many.token);
    expect(listed.status).toBe(200);
    const ids = listed.body.map((n) => n.id);
    expect([ids.length, ids[0], ids.at(-1)]).toEqual([1000, "L0000001", "L0001000"]);
  });
});

describe("GET /v2/notification/{id}", () => {
  it("gives the owner and an admin the notification; another user, a moderator and bad ids get 404", async () => {
    const [id] = await makeNotifications(database.db, owner.id, 1);
    for (const reader of [owner, admin]) {
      const { status, body } = await call<Wire>("GET", `/v2/notification/${id}`, reader.token);
      expect(status).toBe(200);
      expect(body).toMatchObject({ id, user_id: owner.id, read: false });
    }
    for (const [reader, route] of [
      [other, `/v2/notification/${id}`],
      [moderator, `/v2/notification/${id}`],
      [owner, "/v2/notification/ZZZZZZZZ"],
      [owner, `/v2/notification/${"x".repeat(300)}`],
    ] as const) {
      expect(await call("GET", route, reader.token)).toMatchObject({
        status: 404,
        body: { error: "not_found", description: "Notification not found." },
      });
    }
  });

  it("refuses anonymous callers and a token without NOTIFICATION_READ", async () => {
    const [id] = await makeNotifications(database.db, owner.id, 1);
    expect((await call("GET", `/v2/notification/${id}`)).status).toBe(401);
    expect(await call("GET", `/v2/notification/${id}`, narrow.token)).toMatchObject(unauthorized("NOTIFICATION_READ"));
  });
});

describe("GET /v2/notifications?ids=", () => {
  it("answers the caller's among the ids in the order asked, leaving out others' and unknown ones", async () => {
    const [a, b] = await makeNotifications(database.db, owner.id, 2);
    const [theirs] = await makeNotifications(database.db, other.id, 1);
    const ids = encodeURIComponent(JSON.stringify([b, theirs, "ZZZZZZZZ", a, b]));
    const mine = await call<Wire[]>("GET", `/v2/notifications?ids=${ids}`, owner.token);
    expect(mine.status).toBe(200);
    expect(mine.body.map((n) => n.id)).toEqual([b, a]);
    expect((await call<Wire[]>("GET", `/v2/notifications?ids=${ids}`, moderator.token)).body).toEqual([]);
    const all = await call<Wire[]>("GET", `/v2/notifications?ids=${ids}`, admin.token);
    expect(all.body.map((n) => n.id)).toEqual([b, theirs, a]);
  });

  it("refuses a missing, malformed or too long ids list with 400, anonymous and narrow tokens with 401", async () => {
    const tooMany = encodeURIComponent(JSON.stringify(Array.from({ length: 1001 }, (_, i) => `ID${i}`)));
    for (const query of ["", "?ids=notjson", "?ids=%5B1%2C2%5D", `?ids=${tooMany}`]) {
      const { status, body } = await call<{ error: string; description: string }>(
        "GET",
        `/v2/notifications${query}`,
        owner.token,
      );
      expect(status).toBe(400);
      expect(body.error).toBe("invalid_input");
    }
    expect((await call("GET", `/v2/notifications?ids=${tooMany}`, owner.token)).body).toMatchObject({
      description: "ids: at most 1000 ids per request",
    });
    expect((await call("GET", "/v2/notifications?ids=[]")).status).toBe(401);
    expect(await call("GET", "/v2/notifications?ids=[]", narrow.token)).toMatchObject(
      unauthorized("NOTIFICATION_READ"),
    );
  });
});

const readFlag = async (id: string) => (await database.db.notification.findUniqueOrThrow({ where: { id } })).read;
const exists = async (id: string) => (await database.db.notification.count({ where: { id } })) === 1;

describe("PATCH /v2/notification/{id}", () => {
  it("marks the owner's notification read (204, again 204); an admin may too", async () => {
    const [mine, forAdmin] = await makeNotifications(database.db, owner.id, 2);
    expect((await call("PATCH", `/v2/notification/${mine}`, owner.token)).status).toBe(204);
    expect(await readFlag(mine!)).toBe(true);
    expect((await call("PATCH", `/v2/notification/${mine}`, owner.token)).status).toBe(204);
    expect((await call("PATCH", `/v2/notification/${forAdmin}`, admin.token)).status).toBe(204);
    expect(await readFlag(forAdmin!)).toBe(true);
  });

  it("answers 404 to another user and a moderator, 401 to anonymous and a token without NOTIFICATION_WRITE", async () => {
    const [id] = await makeNotifications(database.db, owner.id, 1);
    expect((await call("PATCH", `/v2/notification/${id}`, other.token)).status).toBe(404);
    expect((await call("PATCH", `/v2/notification/${id}`, moderator.token)).status).toBe(404);
    expect((await call("PATCH", `/v2/notification/${id}`)).status).toBe(401);
    const readOnly = await makeUser(database.db, "user", ["NOTIFICATION_READ"]);
    const [theirs] = await makeNotifications(database.db, readOnly.id, 1);
    expect(await call("PATCH", `/v2/notification/${theirs}`, readOnly.token)).toMatchObject(
      unauthorized("NOTIFICATION_WRITE"),
    );
    expect(await readFlag(id!)).toBe(false);
    expect(await readFlag(theirs!)).toBe(false);
  });
});

describe("PATCH /v2/notifications?ids=", () => {
  it("marks the caller's among the ids read and leaves others' alone; an admin marks anyone's", async () => {
    const [a, b, untouched] = await makeNotifications(database.db, owner.id, 3);
    const [theirs] = await makeNotifications(database.db, other.id, 1);
    const ids = encodeURIComponent(JSON.stringify([a, b, theirs]));
    expect((await call("PATCH", `/v2/notifications?ids=${ids}`, owner.token)).status).toBe(204);
    expect([await readFlag(a!), await readFlag(b!), await readFlag(untouched!), await readFlag(theirs!)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect((await call("PATCH", `/v2/notifications?ids=${ids}`, moderator.token)).status).toBe(204);
    expect(await readFlag(theirs!)).toBe(false);
    expect((await call("PATCH", `/v2/notifications?ids=${ids}`, admin.token)).status).toBe(204);
    expect(await readFlag(theirs!)).toBe(true);
  });

  it("refuses bad ids with 400 and anonymous callers or a token without the scope with 401", async () => {
    const [id] = await makeNotifications(database.db, owner.id, 1);
    expect((await call("PATCH", "/v2/notifications?ids=oops", owner.token)).status).toBe(400);
    const ids = encodeURIComponent(JSON.stringify([id]));
    expect((await call("PATCH", `/v2/notifications?ids=${ids}`)).status).toBe(401);
    expect(await call("PATCH", `/v2/notifications?ids=${ids}`, narrow.token)).toMatchObject(
      unauthorized("NOTIFICATION_WRITE"),
    );
    expect(await readFlag(id!)).toBe(false);
  });
});

describe("DELETE /v2/notification/{id}", () => {
  it("deletes the owner's notification; a second delete is 404; an admin deletes anyone's", async () => {
    const [mine, forAdmin] = await makeNotifications(database.db, owner.id, 2);
    expect((await call("DELETE", `/v2/notification/${mine}`, owner.token)).status).toBe(204);
    expect(await exists(mine!)).toBe(false);
    expect((await call("DELETE", `/v2/notification/${mine}`, owner.token)).status).toBe(404);
    expect((await call("DELETE", `/v2/notification/${forAdmin}`, admin.token)).status).toBe(204);
    expect(await exists(forAdmin!)).toBe(false);
  });

  it("answers 404 to another user and a moderator, 401 to anonymous and a token without the scope", async () => {
    const [id] = await makeNotifications(database.db, owner.id, 1);
    expect((await call("DELETE", `/v2/notification/${id}`, other.token)).status).toBe(404);
    expect((await call("DELETE", `/v2/notification/${id}`, moderator.token)).status).toBe(404);
    expect((await call("DELETE", `/v2/notification/${id}`)).status).toBe(401);
    expect(await call("DELETE", `/v2/notification/${id}`, narrow.token)).toMatchObject(
      unauthorized("NOTIFICATION_WRITE"),
    );
    expect(await exists(id!)).toBe(true);
  });
});

describe("DELETE /v2/notifications?ids=", () => {
  it("deletes the caller's among the ids and leaves others' (also for a moderator); an admin deletes anyone's", async () => {
    const [a, kept] = await makeNotifications(database.db, owner.id, 2);
    const [theirs] = await makeNotifications(database.db, other.id, 1);
    const ids = encodeURIComponent(JSON.stringify([a, theirs]));
    expect((await call("DELETE", `/v2/notifications?ids=${ids}`, owner.token)).status).toBe(204);
    expect([await exists(a!), await exists(kept!), await exists(theirs!)]).toEqual([false, true, true]);
    expect((await call("DELETE", `/v2/notifications?ids=${ids}`, moderator.token)).status).toBe(204);
    expect(await exists(theirs!)).toBe(true);
    expect((await call("DELETE", `/v2/notifications?ids=${ids}`, admin.token)).status).toBe(204);
    expect(await exists(theirs!)).toBe(false);
  });

  it("refuses bad or too many ids with 400 and anonymous callers or a token without the scope with 401", async () => {
    const [id] = await makeNotifications(database.db, owner.id, 1);
    const tooMany = encodeURIComponent(JSON.stringify(Array.from({ length: 1001 }, (_, i) => `${i}`)));
    expect((await call("DELETE", `/v2/notifications?ids=${tooMany}`, owner.token)).status).toBe(400);
    expect((await call("DELETE", "/v2/notifications", owner.token)).status).toBe(400);
    const ids = encodeURIComponent(JSON.stringify([id]));
    expect((await call("DELETE", `/v2/notifications?ids=${ids}`)).status).toBe(401);
    expect(await call("DELETE", `/v2/notifications?ids=${ids}`, narrow.token)).toMatchObject(
      unauthorized("NOTIFICATION_WRITE"),
    );
    expect(await exists(id!)).toBe(true);
  });
});
