import { describe, expect, it } from "vitest";

import { issueOAuthAccessToken } from "../../core/src/auth/oauth-tokens";
import { createSession } from "../../core/src/auth/sessions";
import { createPersonalAccessToken } from "../../core/src/auth/tokens";
import { resolveViewer } from "../../core/src/auth/viewer";
import type { Viewer } from "../../core/src/auth/viewer";
import { newId } from "../../core/src/db/ids";
import type { Role } from "../../core/src/db/generated/client";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { oauthRouter } from "../src/server/router";

// The oauth.apps.* procedures the pages call: a signed-in browser only (SESSION_ACCESS, a scope no token holds),
// so neither a personal access token nor an app's own OAuth token can manage apps; staff-only procedures refuse
// everyone else. The rules behind them are the services' (apps-services.test.ts).
const database = setupTestDatabase();
const createCaller = createCallerFactory(oauthRouter);
const callerFor = (viewer: Viewer | null) => createCaller({ db: database.db, viewer, ip: null, userAgent: null }).apps;

async function person(role: Role = "user") {
  const id = newId();
  const username = `p${id.toLowerCase()}`;
  await database.db.user.create({ data: { id, username, usernameKey: username, role } });
  const session = await createSession(database.db, id, { ip: "192.0.2.1", userAgent: "vitest" });
  return { id, viewer: (await resolveViewer(database.db, { sessionId: session.id }))! };
}

const input = {
  name: "Procedure App",
  description: "",
  url: "",
  redirectUris: ["https://proc.example/cb"],
  maxScopes: ["USER_READ" as const],
  isPublic: false,
};

/** The tRPC code a call is refused with. */
async function codeOf(call: Promise<unknown>) {
  try {
    await call;
    return "OK";
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe("oauth.apps procedures", () => {
  it("create, read, rotate and delete for the signed-in owner; the secret is in the create answer only", async () => {
    const owner = await person();
    const apps = callerFor(owner.viewer);
    const { app, clientSecret } = await apps.create(input);
    expect(clientSecret).toMatch(/^hcs_/);
    expect(app.maxScopes).toEqual(["USER_READ"]);
    expect((await apps.mine()).map((mine) => mine.id)).toEqual([app.id]);
    expect(JSON.stringify(await apps.own({ appId: app.id }))).not.toContain("hcs_");
    expect((await apps.rotateSecret({ appId: app.id })).clientSecret).not.toBe(clientSecret);
    await apps.update({ appId: app.id, ...input, name: "Renamed" });
    expect((await apps.own({ appId: app.id })).name).toBe("Renamed");
    await apps.delete({ appId: app.id });
    expect(await apps.mine()).toEqual([]);
  });

  it("refuse anonymous callers, personal access tokens and OAuth tokens, whatever their scopes", async () => {
    const owner = await person();
    const { app } = await callerFor(owner.viewer).create(input);
    const pat = await createPersonalAccessToken(database.db, {
      userId: owner.id,
      name: "all it may hold",
      scopes: ["USER_READ", "USER_WRITE", "PROJECT_READ"],
    });
    const oauth = await issueOAuthAccessToken(database.db, {
      userId: owner.id,
      appId: app.id,
      grantId: newId(),
      scopes: 2n,
    });
    expect(await codeOf(callerFor(null).mine())).toBe("UNAUTHORIZED");
    for (const token of [pat.token, oauth.token]) {
      const apps = callerFor(await resolveViewer(database.db, { authorization: token }));
      expect(await codeOf(apps.mine())).toBe("FORBIDDEN");
      expect(await codeOf(apps.create(input))).toBe("FORBIDDEN");
      expect(await codeOf(apps.delete({ appId: app.id }))).toBe("FORBIDDEN");
    }
    expect(await database.db.oAuthApp.count({ where: { id: app.id } })).toBe(1);
  });

  it("show another user's app to nobody else: own, update and delete answer NOT_FOUND", async () => {
    const owner = await person();
    const { app } = await callerFor(owner.viewer).create(input);
    const other = callerFor((await person()).viewer);
    expect(await codeOf(other.own({ appId: app.id }))).toBe("NOT_FOUND");
    expect(await codeOf(other.update({ appId: app.id, ...input, name: "Mine now" }))).toBe("NOT_FOUND");
    expect(await codeOf(other.delete({ appId: app.id }))).toBe("NOT_FOUND");
  });

  it("give the staff list and Disable / Enable to moderators and admins only", async () => {
    const owner = await person();
    const { app } = await callerFor(owner.viewer).create({ ...input, name: `Staff ${newId()}` });
    expect(await codeOf(callerFor(owner.viewer).staffList({}))).toBe("FORBIDDEN");
    expect(await codeOf(callerFor(owner.viewer).setDisabled({ appId: app.id, disabled: true }))).toBe("FORBIDDEN");
    for (const role of ["moderator", "admin"] as const) {
      const staff = callerFor((await person(role)).viewer);
      expect((await staff.staffList({ name: app.name })).apps.map((listed) => listed.id)).toEqual([app.id]);
      await staff.setDisabled({ appId: app.id, disabled: true });
      expect((await callerFor(owner.viewer).own({ appId: app.id })).disabledAt).toBeInstanceOf(Date);
      await staff.setDisabled({ appId: app.id, disabled: false });
    }
  });
});
