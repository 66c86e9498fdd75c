import type { GenericModrinthClient } from "@modrinth/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PNG, setupApi } from "../../../../modules/catalog/tests/api-project-fixtures";
import { signIn } from "../../../../modules/catalog/tests/session-cookie";
import { issueOAuthAccessToken } from "../../../../modules/core/src/auth/oauth-tokens";
import { scopesToBits } from "../../../../modules/core/src/auth/scopes";
import { resolveViewer } from "../../../../modules/core/src/auth/viewer";
import { newId } from "../../../../modules/core/src/db/ids";
import { contractClients, expectShape, statusOf } from "./client-support";
import * as shapes from "./client-shapes";

// The contract for app management: the reference platform's own client, @modrinth/api-client 0.77.0, unchanged,
// pointed at Hopper over real HTTP. Every app method of labrinth_oauth_internal is called (createApp, getApp, getApps,
// editApp, uploadAppIcon, deleteApp, getUserApps), each answer checked against the client's types. The writes and a
// user's list take the browser's session cookie, as on the reference; a token (a PAT, or an app's own OAuth token)
// is refused with 401, so no app can register or change apps for its user.

const { database, api, user } = setupApi("contract-oauth-apps");
const clientFor = contractClients(api, "10.95");

const READS = scopesToBits(["USER_READ", "PROJECT_READ"]);
type Person = Awaited<ReturnType<typeof user>>;
type Session = Awaited<ReturnType<typeof signIn>>;
let owner: Person;
let other: Person;
let moderator: Person;
let ownerSession: Session;
let otherSession: Session;
let moderatorSession: Session;
let browser: GenericModrinthClient;
let anonymous: GenericModrinthClient;

beforeAll(async () => {
  [owner, other, moderator] = await Promise.all([user(), user(), user("moderator")]);
  [ownerSession, otherSession, moderatorSession] = await Promise.all([
    signIn(database.db, owner.id),
    signIn(database.db, other.id),
    signIn(database.db, moderator.id),
  ]);
  browser = clientFor({ cookie: ownerSession.cookie });
  anonymous = clientFor();
});

afterAll(async () => {
  await Promise.all([ownerSession.revoke(), otherSession.revoke(), moderatorSession.revoke()]);
});

const newApp = (name: string) => ({
  name,
  max_scopes: Number(READS),
  redirect_uris: ["https://app.example/callback"],
  url: "https://app.example",
  description: "Signs people in",
});

describe("apps through @modrinth/api-client 0.77.0 (labrinth_oauth_internal)", () => {
  it("createApp answers the new app with its secret once; getApp and getApps answer the public shape to anyone", async () => {
    const created = expectShape(
      shapes.oauthClientCreation,
      await browser.labrinth.oauth_internal.createApp(newApp("Contract App")),
    );
    expect(created.client_secret).toMatch(/^hcs_[0-9A-Za-z]{40}$/);
    expect(created).toMatchObject({ name: "Contract App", max_scopes: Number(READS), created_by: owner.id });
    expect(created.redirect_uris).toEqual([
      { id: expect.any(String), client_id: created.id, uri: "https://app.example/callback" },
    ]);

    const got = expectShape(shapes.oauthClient, await anonymous.labrinth.oauth_internal.getApp(created.id));
    expect(got).not.toHaveProperty("client_secret");
    expect(got.id).toBe(created.id);
    const many = await anonymous.labrinth.oauth_internal.getApps([created.id, "ZZZZZZZZ"]);
    expect(many.map((app) => expectShape(shapes.oauthClient, app).id)).toEqual([created.id]);
    const listed = await api.json<unknown[]>(
      `/_internal/oauth/apps?ids=${encodeURIComponent(JSON.stringify([created.id]))}`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.map((app) => expectShape(shapes.oauthClient, app).id)).toEqual([created.id]);
    expect(await statusOf(anonymous.labrinth.oauth_internal.getApp("ZZZZZZZZ"))).toBe(404);
  });

  it("creates a public client (is_public, Hopper's extension) with no secret", async () => {
    const created = expectShape(
      shapes.oauthClientCreation,
      await browser.labrinth.oauth_internal.createApp({
        ...newApp("Desktop"),
        redirect_uris: ["http://127.0.0.1/callback"],
        is_public: true,
      } as Parameters<typeof browser.labrinth.oauth_internal.createApp>[0]),
    );
    expect(created.client_secret).toBeNull();
  });

  it("refuses bad input with 400 and stores nothing", async () => {
    const before = await database.db.oAuthApp.count({ where: { ownerId: owner.id } });
    for (const body of [
      { ...newApp("ab") },
      { ...newApp("Bad Redirect"), redirect_uris: ["http://evil.example/cb"] },
      { ...newApp("Restricted"), max_scopes: Number(scopesToBits(["PAT_CREATE"])) },
      { ...newApp("No Scope"), max_scopes: 0 },
    ]) {
      expect(await statusOf(browser.labrinth.oauth_internal.createApp(body))).toBe(400);
    }
    expect(await database.db.oAuthApp.count({ where: { ownerId: owner.id } })).toBe(before);
  });

  it("editApp and uploadAppIcon answer 204 for the owner; another user gets 404 and changes nothing", async () => {
    const { id } = await browser.labrinth.oauth_internal.createApp(newApp("Editable"));
    await browser.labrinth.oauth_internal.editApp(id, {
      name: "Edited",
      description: null,
      redirect_uris: ["https://app.example/callback", "https://app.example/second"],
    });
    await browser.labrinth.oauth_internal.uploadAppIcon(id, new Blob([PNG], { type: "image/png" }), "png");
    const edited = expectShape(shapes.oauthClient, await anonymous.labrinth.oauth_internal.getApp(id));
    expect(edited).toMatchObject({ name: "Edited", description: null });
    expect(edited.redirect_uris.map((row) => row.uri)).toEqual([
      "https://app.example/callback",
      "https://app.example/second",
    ]);
    expect(edited.icon_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\.webp$/);

    const intruder = clientFor({ cookie: otherSession.cookie });
    expect(await statusOf(intruder.labrinth.oauth_internal.editApp(id, { name: "Taken" }))).toBe(404);
    expect(await statusOf(intruder.labrinth.oauth_internal.uploadAppIcon(id, new Blob([PNG]), "png"))).toBe(404);
    expect(await statusOf(intruder.labrinth.oauth_internal.deleteApp(id))).toBe(404);
    expect(await statusOf(anonymous.labrinth.oauth_internal.editApp(id, { name: "Anon" }))).toBe(401);
    expect((await anonymous.labrinth.oauth_internal.getApp(id)).name).toBe("Edited");
  });

  it("narrowing max_scopes by editApp cuts the app's tokens at once", async () => {
    const { id } = await browser.labrinth.oauth_internal.createApp(newApp("Narrowed"));
    const { token } = await issueOAuthAccessToken(database.db, {
      userId: other.id,
      appId: id,
      grantId: newId(),
      scopes: READS,
    });
    expect(await resolveViewer(database.db, { authorization: token })).not.toBeNull();
    await browser.labrinth.oauth_internal.editApp(id, { max_scopes: Number(scopesToBits(["USER_READ"])) });
    expect(await resolveViewer(database.db, { authorization: token })).toBeNull();
  });

  it("getUserApps answers the user themself and staff; another user gets 404, a signed-out caller 401", async () => {
    const mine = await browser.labrinth.oauth_internal.getUserApps(owner.id);
    expect(mine.length).toBeGreaterThan(0);
    for (const app of mine) expectShape(shapes.oauthClient, app);
    expect(mine.every((app) => app.created_by === owner.id)).toBe(true);
    const staff = await clientFor({ cookie: moderatorSession.cookie }).labrinth.oauth_internal.getUserApps(
      owner.username,
    );
    expect(staff.map((app) => app.id)).toEqual(mine.map((app) => app.id));
    expect(
      await statusOf(clientFor({ cookie: otherSession.cookie }).labrinth.oauth_internal.getUserApps(owner.id)),
    ).toBe(404);
    expect(await statusOf(anonymous.labrinth.oauth_internal.getUserApps(owner.id))).toBe(401);
  });

  it("refuses every token with 401 on the session routes, even an app's own OAuth token or a PAT beside the cookie", async () => {
    const { id } = await browser.labrinth.oauth_internal.createApp(newApp("Token Proof"));
    const oauth = await issueOAuthAccessToken(database.db, {
      userId: owner.id,
      appId: id,
      grantId: newId(),
      scopes: READS,
    });
    for (const client of [
      clientFor({ token: owner.token }),
      clientFor({ token: oauth.token }),
      clientFor({ token: owner.token, cookie: ownerSession.cookie }),
    ]) {
      expect(await statusOf(client.labrinth.oauth_internal.createApp(newApp("Via Token")))).toBe(401);
      expect(await statusOf(client.labrinth.oauth_internal.editApp(id, { name: "Via Token" }))).toBe(401);
      expect(await statusOf(client.labrinth.oauth_internal.deleteApp(id))).toBe(401);
      expect(await statusOf(client.labrinth.oauth_internal.getUserApps(owner.id))).toBe(401);
    }
    expect((await anonymous.labrinth.oauth_internal.getApp(id)).name).toBe("Token Proof");
  });

  it("deleteApp answers 204 for the owner; the app is gone", async () => {
    const { id } = await browser.labrinth.oauth_internal.createApp(newApp("Doomed"));
    await browser.labrinth.oauth_internal.deleteApp(id);
    expect(await statusOf(anonymous.labrinth.oauth_internal.getApp(id))).toBe(404);
    expect(await statusOf(browser.labrinth.oauth_internal.deleteApp(id))).toBe(404);
  });
});
