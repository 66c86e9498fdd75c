import { describe, expect, it } from "vitest";

import { createPersonalAccessToken } from "../../core/src/auth/tokens";
import type { ScopeName } from "../../core/src/auth/scopes";
import { newId } from "../../core/src/db/ids";
import type { Role } from "../../core/src/db/generated/client";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { TINY_PNG } from "../../../tests/support/images";
import { setupRestServer } from "../../../tests/support/rest-server";
import { tempDataDir } from "../../../tests/support/temp-dir";

tempDataDir("hopper-users-api-");
const database = setupTestDatabase();
const api = setupRestServer();

const TOKEN_SCOPES: ScopeName[] = ["USER_READ_EMAIL", "USER_READ", "USER_WRITE", "PROJECT_READ"];
const PNG = TINY_PNG;

let requests = 0;
const nextIp = () => `10.77.${(++requests >> 8) & 255}.${requests & 255}`;
const call = <T = Record<string, unknown>>(route: string, init: RequestInit & { token?: string } = {}) =>
  api.json<T>(route, { ...init, ip: nextIp() });
const patch = (route: string, token: string | undefined, body: unknown) =>
  call(route, {
    method: "PATCH",
    token,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

async function user(role: Role = "user", scopes: ScopeName[] = TOKEN_SCOPES) {
  const id = newId();
  const username = `Person_${id}`;
  await database.db.user.create({
    data: {
      id,
      username,
      usernameKey: username.toLowerCase(),
      role,
      email: `${id}@example.com`,
      emailKey: `${id.toLowerCase()}@example.com`,
      bio: "Hello",
    },
  });
  const { token } = await createPersonalAccessToken(database.db, { userId: id, name: "api test", scopes });
  return { id, username, token };
}
const tokenFor = async (userId: string, scopes: ScopeName[]) =>
  (await createPersonalAccessToken(database.db, { userId, name: "narrow", scopes })).token;
const row = (id: string) => database.db.user.findUniqueOrThrow({ where: { id } });

describe("GET /v2/user/{id|username}", () => {
  it("finds a user by id and by username in any case, in the v2 shape, without the email for the public", async () => {
    const target = await user("moderator");
    for (const key of [target.id, target.username.toUpperCase(), target.username.toLowerCase()]) {
      const { status, body } = await call(`/v2/user/${key}`);
      expect(status).toBe(200);
      expect(body).toEqual({
        id: target.id,
        username: target.username,
        name: null,
        email: null,
        email_verified: null,
        bio: "Hello",
        avatar_url: null,
        created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        role: "moderator",
        badges: 0,
        payout_data: null,
        github_id: null,
      });
    }
  });

  it("answers 404 with the error body for an unknown user", async () => {
    expect(await call("/v2/user/nobody-here")).toMatchObject({
      status: 404,
      body: { error: "not_found", description: "the requested user was not found" },
    });
  });

  it("shows the email to the user and to staff only through a token with USER_READ_EMAIL", async () => {
    const target = await user();
    const email = `${target.id}@example.com`;
    const emailOf = async (token?: string) => (await call(`/v2/user/${target.id}`, { token })).body.email;
    expect(await emailOf(undefined)).toBeNull();
    expect(await emailOf(target.token)).toBe(email);
    expect(await emailOf(await tokenFor(target.id, ["USER_READ"]))).toBeNull();
    expect(await emailOf((await user()).token)).toBeNull();
    expect(await emailOf((await user("moderator")).token)).toBe(email);
    expect(await emailOf((await user("admin")).token)).toBe(email);
    const staffWithoutEmailScope = await user("admin", ["USER_READ"]);
    expect(await emailOf(staffWithoutEmailScope.token)).toBeNull();
  });
});

describe("GET /v2/users?ids=[…]", () => {
  it("returns the known users by id or username in the order asked, once each, unknown ones left out", async () => {
    const first = await user();
    const second = await user();
    const ids = JSON.stringify([second.username.toUpperCase(), "unknown1", first.id, second.id]);
    const { status, body } = await call<{ id: string; email: string | null }[]>(
      `/v2/users?ids=${encodeURIComponent(ids)}`,
      {
        token: first.token,
      },
    );
    expect(status).toBe(200);
    expect(body.map((u) => u.id)).toEqual([second.id, first.id]);
    expect(body.map((u) => u.email)).toEqual([null, `${first.id}@example.com`]);
  });

  it("refuses a missing or malformed ids parameter with a clear message", async () => {
    expect(await call("/v2/users")).toMatchObject({
      status: 400,
      body: { error: "invalid_input", description: 'ids: ids is required, e.g. ids=["AABBCCDD"]' },
    });
    expect(await call("/v2/users?ids=notjson")).toMatchObject({
      status: 400,
      body: { error: "invalid_input", description: 'ids: ids must be a JSON array of strings, e.g. ["AABBCCDD"]' },
    });
  });
});

describe("PATCH /v2/user/{id|username}", () => {
  it("lets the user change the username and bio, and an admin too", async () => {
    const target = await user();
    expect(
      (await patch(`/v2/user/${target.username}`, target.token, { username: `Renamed_${target.id}`, bio: "New bio" }))
        .status,
    ).toBe(204);
    expect(await row(target.id)).toMatchObject({
      username: `Renamed_${target.id}`,
      usernameKey: `renamed_${target.id.toLowerCase()}`,
      bio: "New bio",
    });
    const admin = await user("admin");
    expect((await patch(`/v2/user/${target.id}`, admin.token, { bio: null, name: "ignored" })).status).toBe(204);
    expect(await row(target.id)).toMatchObject({ username: `Renamed_${target.id}`, bio: null });
    const { body } = await call(`/v2/user/renamed_${target.id}`);
    expect(body).toMatchObject({ id: target.id, bio: null });
  });

  it("is refused to anonymous, a token without USER_WRITE, another user and a moderator; nothing changes", async () => {
    const target = await user();
    const before = await row(target.id);
    const body = { bio: "Hijacked" };
    expect(await patch(`/v2/user/${target.id}`, undefined, body)).toMatchObject({
      status: 401,
      body: { error: "unauthorized", description: "Authentication Error: this endpoint needs a token" },
    });
    expect(await patch(`/v2/user/${target.id}`, await tokenFor(target.id, ["USER_READ"]), body)).toMatchObject({
      status: 401,
      body: {
        error: "unauthorized",
        description: "Authentication Error: the token does not have the USER_WRITE scope",
      },
    });
    for (const caller of [await user(), await user("moderator")]) {
      expect(await patch(`/v2/user/${target.id}`, caller.token, body)).toMatchObject({
        status: 403,
        body: { error: "forbidden", description: "You do not have permission to edit this user." },
      });
    }
    expect(await row(target.id)).toEqual(before);
  });

  it("refuses bad input with the settings page's messages and changes nothing", async () => {
    const target = await user();
    const other = await user();
    const before = await row(target.id);
    const cases: [unknown, number, string][] = [
      [{ username: "ab" }, 400, "Usernames must be between 3 and 39 characters."],
      [{ username: "admin" }, 400, "This username is reserved."],
      [{ username: other.username.toLowerCase() }, 409, "This username is already taken."],
      [{ bio: "x".repeat(161) }, 400, "bio: The bio must be at most 160 characters."],
      [{ bio: 5 }, 400, "bio: The bio must be a string."],
      [
        { email: "someone-else@example.com" },
        400,
        "The email address cannot be changed through the API; change it on the account settings page, which asks for the password.",
      ],
    ];
    for (const [body, status, description] of cases) {
      const answer = await patch(`/v2/user/${target.id}`, target.token, body);
      expect(answer, JSON.stringify(body)).toMatchObject({ status, body: { description } });
    }
    const notJson = await call(`/v2/user/${target.id}`, { method: "PATCH", token: target.token, body: "{" });
    expect(notJson).toMatchObject({
      status: 400,
      body: { error: "invalid_input", description: "The request body must be JSON." },
    });
    expect(await row(target.id)).toEqual(before);
    // Sending the current address back (as clients echoing the user object do) is fine.
    expect((await patch(`/v2/user/${target.id}`, target.token, { email: `${target.id}@example.com` })).status).toBe(
      204,
    );
  });

  it("answers 404 for an unknown user", async () => {
    const admin = await user("admin");
    expect((await patch("/v2/user/nobody-here", admin.token, { bio: "x" })).status).toBe(404);
  });
});

describe("PATCH and DELETE /v2/user/{id|username}/icon", () => {
  const upload = (route: string, token: string | undefined, bytes: Uint8Array) =>
    call(route, { method: "PATCH", token, body: Buffer.from(bytes) });

  it("sets the avatar from the raw body for the user and an admin, and removes it", async () => {
    const target = await user();
    expect((await upload(`/v2/user/${target.id}/icon?ext=png`, target.token, PNG)).status).toBe(204);
    const stored = (await row(target.id)).avatarUrl;
    expect(stored).toMatch(new RegExp(`^/cdn/user/${target.id}/[0-9a-f]{40}\\.icon\\.webp$`));
    const { body } = await call(`/v2/user/${target.id}`);
    expect(body.avatar_url).toBe(`${api.origin}${stored}`);
    expect((await call(`/v2/user/${target.id}/icon`, { method: "DELETE", token: target.token })).status).toBe(204);
    expect((await row(target.id)).avatarUrl).toBeNull();
    const admin = await user("admin");
    expect((await upload(`/v2/user/${target.username}/icon?ext=png`, admin.token, PNG)).status).toBe(204);
    expect((await row(target.id)).avatarUrl).toBe(stored);
  });

  it("refuses anonymous, a token without USER_WRITE, another user and a moderator; the avatar stays", async () => {
    const target = await user();
    await upload(`/v2/user/${target.id}/icon?ext=png`, target.token, PNG);
    const before = (await row(target.id)).avatarUrl;
    expect((await upload(`/v2/user/${target.id}/icon?ext=png`, undefined, PNG)).status).toBe(401);
    expect(
      (await upload(`/v2/user/${target.id}/icon?ext=png`, await tokenFor(target.id, ["USER_READ"]), PNG)).status,
    ).toBe(401);
    for (const caller of [await user(), await user("moderator")]) {
      expect(await upload(`/v2/user/${target.id}/icon?ext=png`, caller.token, PNG)).toMatchObject({
        status: 403,
        body: { error: "forbidden" },
      });
      expect((await call(`/v2/user/${target.id}/icon`, { method: "DELETE", token: caller.token })).status).toBe(403);
    }
    expect((await call(`/v2/user/${target.id}/icon`, { method: "DELETE" })).status).toBe(401);
    expect((await row(target.id)).avatarUrl).toBe(before);
  });

  it("refuses an oversized body, a non-image, an empty body and a bad ext with clear messages; the avatar stays", async () => {
    const target = await user();
    const big = new Uint8Array(256 * 1024 + 1);
    big.set(PNG);
    const cases: [string, Uint8Array, number, string][] = [
      ["png", big, 413, "Avatars must be at most 256 KiB."],
      ["png", new TextEncoder().encode("<svg onload=alert(1)>"), 400, "Avatars must be PNG, JPEG, GIF or WebP images."],
      ["png", new Uint8Array(0), 400, "Send the image as the request body."],
      ["exe", PNG, 400, "ext: ext must be one of png, jpg, jpeg, bmp, gif, webp, svg, svgz, rgb"],
    ];
    for (const [ext, bytes, status, description] of cases) {
      expect(await upload(`/v2/user/${target.id}/icon?ext=${ext}`, target.token, bytes)).toMatchObject({
        status,
        body: { description },
      });
    }
    expect((await row(target.id)).avatarUrl).toBeNull();
  });
});
