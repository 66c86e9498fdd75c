import { describe, expect, it } from "vitest";

import { issueOAuthAccessToken } from "../../core/src/auth/oauth-tokens";
import { hashSecret } from "../../core/src/auth/secrets";
import { bitsToScopes, scopesToBits } from "../../core/src/auth/scopes";
import type { ScopeName } from "../../core/src/auth/scopes";
import { resolveViewer } from "../../core/src/auth/viewer";
import { newId } from "../../core/src/db/ids";
import type { Role } from "../../core/src/db/generated/client";
import { AppError } from "../../core/src/errors/app-error";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { TINY_PNG } from "../../../tests/support/images";
import { tempDataDir } from "../../../tests/support/temp-dir";
import { APPS_PER_USER_MAX, createApp } from "../src/server/services/apps/app-create";
import { deleteApp } from "../src/server/services/apps/app-delete";
import { setAppIcon } from "../src/server/services/apps/app-icon";
import { getApp, getApps, listOwnApps } from "../src/server/services/apps/app-reads";
import { findClientApp } from "../src/server/services/authorize/client-app";
import { rotateClientSecret } from "../src/server/services/apps/app-secret";
import { listAppsForStaff, setAppDisabled } from "../src/server/services/apps/app-staff";
import { updateApp } from "../src/server/services/apps/app-update";
import { userApps } from "../src/server/services/apps/user-apps";
import { GRANTABLE_SCOPE_BITS } from "../src/server/services/scope-string";

// The app services (issue 17, "Your applications", "Staff"): every limit of the fields, who may do what (tried as
// anonymous, another user, the owner, a moderator and an admin), and the cuts: disabling, deleting and narrowing
// an app's maximum scopes stop its tokens at once.
tempDataDir("hopper-oauth-apps-");
const database = setupTestDatabase();
const db = () => database.db;

async function person(role: Role = "user") {
  const id = newId();
  const username = `a${id.toLowerCase()}`;
  await db().user.create({ data: { id, username, usernameKey: username, role } });
  return { id, username, actor: { userId: id, role } };
}

const bits = (...scopes: ScopeName[]) => scopesToBits(scopes);
const READS = bits("USER_READ", "PROJECT_READ", "VERSION_READ");

const valid = (extra: Partial<Parameters<typeof createApp>[2]> = {}) => ({
  name: "Pack Launcher",
  description: "Launches packs",
  url: "https://launcher.example",
  redirectUris: ["https://launcher.example/callback"],
  maxScopes: READS,
  ...extra,
});

/** The refusal a call throws: its code, message and the form field it names. */
async function refusalOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof AppError)
      return { code: error.code, message: error.message, field: Object.keys(error.fields ?? {})[0] };
    throw error;
  }
  throw new Error("the call was not refused");
}

/** A user's authorization of the app with one grant, a refresh token and an access token (as the token endpoint makes them). */
async function authorized(appId: string, scopes: bigint) {
  const user = await person();
  const authorization = await db().oAuthAuthorization.create({
    data: { id: newId(), appId, userId: user.id, scopes },
  });
  const grant = await db().oAuthGrant.create({
    data: {
      id: newId(),
      authorizationId: authorization.id,
      codeHash: hashSecret(newId() + newId()),
      redirectUri: "https://launcher.example/callback",
      scopes,
      codeExpiresAt: new Date(Date.now() + 300_000),
      codeUsedAt: new Date(),
    },
  });
  await db().oAuthRefreshToken.create({
    data: {
      id: newId(),
      grantId: grant.id,
      tokenHash: hashSecret(newId()),
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  const { token } = await issueOAuthAccessToken(db(), { userId: user.id, appId, grantId: grant.id, scopes });
  return { user, authorization, grant, token };
}

const resolves = async (token: string) => (await resolveViewer(db(), { authorization: `Bearer ${token}` })) !== null;
const refreshTokens = (appId: string) =>
  db().oAuthRefreshToken.count({ where: { grant: { authorization: { appId } } } });

describe("creating an app", () => {
  it("gives a confidential app an hcs_ secret shown once and stored hashed; a public app none", async () => {
    const owner = await person();
    const { app, clientSecret } = await createApp(db(), owner.actor, valid());
    expect(clientSecret).toMatch(/^hcs_[0-9A-Za-z]{40}$/);
    expect(app).toMatchObject({ name: "Pack Launcher", isPublic: false, ownerId: owner.id, maxScopes: READS });
    expect(app.redirectUris.map((row) => row.uri)).toEqual(["https://launcher.example/callback"]);
    const client = await findClientApp(db(), app.id);
    expect(client?.secretHash).toBe(hashSecret(clientSecret!));
    expect(Object.keys(await getApp(db(), app.id))).not.toContain("secretHash");

    const desktop = await createApp(
      db(),
      owner.actor,
      valid({ isPublic: true, redirectUris: ["http://127.0.0.1/cb"] }),
    );
    expect(desktop.clientSecret).toBeNull();
    expect(await findClientApp(db(), desktop.app.id)).toMatchObject({ isPublic: true, secretHash: null });
  });

  it("trims, removes repeated redirect URIs and keeps an empty description and URL as none", async () => {
    const owner = await person();
    const { app } = await createApp(db(), owner.actor, {
      name: "  Trimmed  ",
      description: "   ",
      url: "",
      redirectUris: ["https://a.example/cb", " https://a.example/cb ", "", "com.example.app:/cb"],
      maxScopes: bits("USER_READ"),
    });
    expect(app).toMatchObject({ name: "Trimmed", description: null, url: null });
    expect(app.redirectUris.map((row) => row.uri)).toEqual(["com.example.app:/cb", "https://a.example/cb"]);
  });

  it.each([
    ["a two-character name", valid({ name: "ab" }), "name", "The name must be between 3 and 64 characters."],
    ["a 65-character name", valid({ name: "n".repeat(65) }), "name", "The name must be between 3 and 64 characters."],
    ["a name with a control character", valid({ name: "Bad\u0007name" }), "name", "control characters"],
    ["a 1,025-character description", valid({ description: "d".repeat(1025) }), "description", "at most 1024"],
    ["a URL that is not http(s)", valid({ url: "ftp://files.example" }), "url", "absolute http or https"],
    ["a relative URL", valid({ url: "/home" }), "url", "absolute http or https"],
    ["a 2,049-character URL", valid({ url: `https://x.example/${"p".repeat(2031)}` }), "url", "at most 2048"],
    ["no redirect URI", valid({ redirectUris: [] }), "redirectUris", "between 1 and 10 redirect URIs"],
    [
      "eleven redirect URIs",
      valid({ redirectUris: Array.from({ length: 11 }, (_, i) => `https://a.example/${i}`) }),
      "redirectUris",
      "between 1 and 10 redirect URIs",
    ],
    [
      "an http redirect URI off loopback",
      valid({ redirectUris: ["http://evil.example/cb"] }),
      "redirectUris",
      "must use https",
    ],
    ["a javascript: redirect URI", valid({ redirectUris: ["javascript:alert(1)"] }), "redirectUris", "scheme"],
    ["a redirect URI with a fragment", valid({ redirectUris: ["https://a.example/cb#x"] }), "redirectUris", "fragment"],
    ["no scope", valid({ maxScopes: 0n }), "maxScopes", "at least one scope"],
    [
      "a restricted scope",
      valid({ maxScopes: bits("USER_READ", "PAT_CREATE", "SESSION_ACCESS") }),
      "maxScopes",
      "may not ask for these scopes: PAT_CREATE, SESSION_ACCESS.",
    ],
    ["an unknown scope bit", valid({ maxScopes: 1n << 50n }), "maxScopes", "unknown scope bits"],
  ])("refuses %s with a 400 naming the field, and stores nothing", async (_label, input, field, message) => {
    const owner = await person();
    const refused = await refusalOf(createApp(db(), owner.actor, input));
    expect(refused).toMatchObject({ code: "invalid_input", field });
    expect(refused.message).toContain(message);
    expect(await db().oAuthApp.count({ where: { ownerId: owner.id } })).toBe(0);
  });

  it("accepts the limits themselves: 3 and 64 characters, 1,024 of description, 10 URIs, every grantable scope", async () => {
    const owner = await person();
    for (const name of ["abc", "n".repeat(64)]) await createApp(db(), owner.actor, valid({ name }));
    const { app } = await createApp(
      db(),
      owner.actor,
      valid({
        description: "d".repeat(1024),
        redirectUris: Array.from({ length: 10 }, (_, i) => `https://a.example/${i}`),
        maxScopes: GRANTABLE_SCOPE_BITS,
      }),
    );
    expect(app.redirectUris).toHaveLength(10);
    expect(bitsToScopes(app.maxScopes)).not.toContain("SESSION_ACCESS");
  });

  it("refuses an anonymous caller", async () => {
    expect(await refusalOf(createApp(db(), null, valid()))).toMatchObject({ code: "unauthorized" });
  });

  it("refuses an owner's app past the 50th, changing nothing; another user may still create", async () => {
    const owner = await person();
    await db().oAuthApp.createMany({
      data: Array.from({ length: APPS_PER_USER_MAX }, (_, i) => ({
        id: newId(),
        ownerId: owner.id,
        name: `App ${i}`,
        maxScopes: READS,
        isPublic: true,
      })),
    });
    expect(await refusalOf(createApp(db(), owner.actor, valid()))).toMatchObject({
      code: "invalid_input",
      message: "You can have at most 50 applications. Delete one you no longer use first.",
    });
    expect(await db().oAuthApp.count({ where: { ownerId: owner.id } })).toBe(APPS_PER_USER_MAX);
    const other = await person();
    expect((await createApp(db(), other.actor, valid())).app.ownerId).toBe(other.id);
  });
});

describe("who may manage an app", () => {
  it("lets only the owner edit, rotate and set the icon; others (staff too) are told it does not exist", async () => {
    const owner = await person();
    const { app } = await createApp(db(), owner.actor, valid());
    const others = [(await person()).actor, (await person("moderator")).actor, (await person("admin")).actor];
    for (const actor of others) {
      expect(await refusalOf(updateApp(db(), actor, app.id, { name: "Taken over" }))).toMatchObject({
        code: "not_found",
      });
      expect(await refusalOf(rotateClientSecret(db(), actor, app.id))).toMatchObject({ code: "not_found" });
      expect(await refusalOf(setAppIcon(db(), actor, app.id, null))).toMatchObject({ code: "not_found" });
    }
    expect(await refusalOf(updateApp(db(), null, app.id, { name: "Anon" }))).toMatchObject({ code: "unauthorized" });
    expect((await getApp(db(), app.id)).name).toBe("Pack Launcher");

    const edited = await updateApp(db(), owner.actor, app.id, {
      name: "Renamed",
      description: null,
      redirectUris: ["https://launcher.example/callback", "http://127.0.0.1/cb"],
    });
    expect(edited).toMatchObject({ name: "Renamed", description: null, url: "https://launcher.example" });
    expect(edited.redirectUris.map((row) => row.uri)).toEqual([
      "http://127.0.0.1/cb",
      "https://launcher.example/callback",
    ]);
  });

  it("refuses a bad edit whole: nothing of it is stored", async () => {
    const owner = await person();
    const { app } = await createApp(db(), owner.actor, valid());
    const refused = await refusalOf(
      updateApp(db(), owner.actor, app.id, { name: "Fine name", redirectUris: ["http://evil.example/cb"] }),
    );
    expect(refused).toMatchObject({ code: "invalid_input", field: "redirectUris" });
    const kept = await getApp(db(), app.id);
    expect(kept.name).toBe("Pack Launcher");
    expect(kept.redirectUris.map((row) => row.uri)).toEqual(["https://launcher.example/callback"]);
  });

  it("rotates a secret: the new one is stored hashed, the old one no longer matches; a public app has none", async () => {
    const owner = await person();
    const { app, clientSecret } = await createApp(db(), owner.actor, valid());
    const rotated = await rotateClientSecret(db(), owner.actor, app.id);
    expect(rotated).toMatch(/^hcs_/);
    const stored = (await findClientApp(db(), app.id))!.secretHash;
    expect(stored).toBe(hashSecret(rotated));
    expect(stored).not.toBe(hashSecret(clientSecret!));
    const desktop = await createApp(db(), owner.actor, valid({ isPublic: true }));
    expect(await refusalOf(rotateClientSecret(db(), owner.actor, desktop.app.id))).toMatchObject({
      code: "invalid_input",
    });
  });

  it("lets the owner and an admin delete; another user and a moderator are told it does not exist", async () => {
    const owner = await person();
    const first = (await createApp(db(), owner.actor, valid())).app;
    const second = (await createApp(db(), owner.actor, valid())).app;
    for (const actor of [(await person()).actor, (await person("moderator")).actor]) {
      expect(await refusalOf(deleteApp(db(), actor, first.id))).toMatchObject({ code: "not_found" });
    }
    expect(await refusalOf(deleteApp(db(), null, first.id))).toMatchObject({ code: "unauthorized" });
    await deleteApp(db(), owner.actor, first.id);
    await deleteApp(db(), (await person("admin")).actor, second.id);
    expect(await db().oAuthApp.count({ where: { ownerId: owner.id } })).toBe(0);
    expect(await refusalOf(deleteApp(db(), owner.actor, first.id))).toMatchObject({ code: "not_found" });
  });

  it("stores an icon (owner only), refuses what is not an image, and removes it", async () => {
    const owner = await person();
    const { app } = await createApp(db(), owner.actor, valid());
    const url = await setAppIcon(db(), owner.actor, app.id, TINY_PNG);
    expect(url).toMatch(new RegExp(`oauth-app/${app.id}/.+\\.webp$`));
    expect((await getApp(db(), app.id)).iconUrl).toBe(url);
    expect(
      await refusalOf(setAppIcon(db(), owner.actor, app.id, new TextEncoder().encode("not an image"))),
    ).toMatchObject({
      code: "invalid_input",
      field: "icon",
    });
    expect(await refusalOf(setAppIcon(db(), owner.actor, app.id, new Uint8Array(256 * 1024 + 1)))).toMatchObject({
      code: "payload_too_large",
    });
    await setAppIcon(db(), owner.actor, app.id, null);
    expect((await getApp(db(), app.id)).iconUrl).toBeNull();
  });
});

describe("reading apps", () => {
  it("lists a user's own apps newest first, and several by id in the order asked", async () => {
    const owner = await person();
    const older = (await createApp(db(), owner.actor, valid({ name: "Older" }))).app;
    const newer = (await createApp(db(), owner.actor, valid({ name: "Newer" }))).app;
    expect((await listOwnApps(db(), owner.id)).map((app) => app.name)).toEqual(["Newer", "Older"]);
    expect((await getApps(db(), [older.id, "nope", newer.id])).map((app) => app.id)).toEqual([older.id, newer.id]);
    expect(await refusalOf(getApp(db(), "AAAAAAAA"))).toMatchObject({ code: "not_found" });
    expect(await findClientApp(db(), "not an id")).toBeNull();
  });

  it("shows a user's apps to themself and staff only; anyone else is told the user does not exist", async () => {
    const owner = await person();
    await createApp(db(), owner.actor, valid());
    expect(await userApps(db(), owner.actor, owner.username)).toHaveLength(1);
    expect(await userApps(db(), (await person("moderator")).actor, owner.id)).toHaveLength(1);
    expect(await userApps(db(), (await person("admin")).actor, owner.id)).toHaveLength(1);
    expect(await refusalOf(userApps(db(), (await person()).actor, owner.id))).toMatchObject({ code: "not_found" });
    expect(await refusalOf(userApps(db(), null, owner.id))).toMatchObject({ code: "unauthorized" });
  });
});

describe("staff", () => {
  it("list every app newest first, filtered by name; others are refused", async () => {
    const owner = await person();
    const marker = `Zq${newId()}`;
    await createApp(db(), owner.actor, valid({ name: `${marker} one` }));
    await createApp(db(), owner.actor, valid({ name: `${marker} two` }));
    for (const role of ["moderator", "admin"] as const) {
      const page = await listAppsForStaff(db(), (await person(role)).actor, { name: marker.toLowerCase() });
      expect(page.apps.map((app) => app.name)).toEqual([`${marker} two`, `${marker} one`]);
      expect(page).toMatchObject({ total: 2, page: 1, pages: 1 });
      expect(page.apps[0]!.owner.username).toBe(owner.username);
    }
    expect(await refusalOf(listAppsForStaff(db(), (await person()).actor))).toMatchObject({ code: "forbidden" });
    expect(await refusalOf(listAppsForStaff(db(), null))).toMatchObject({ code: "unauthorized" });
  });

  it("disable an app, cutting its tokens at once, and enable it again; users and anonymous are refused", async () => {
    const owner = await person();
    const { app } = await createApp(db(), owner.actor, valid());
    const { token } = await authorized(app.id, READS);
    expect(await resolves(token)).toBe(true);
    for (const actor of [null, owner.actor, (await person()).actor]) {
      expect((await refusalOf(setAppDisabled(db(), actor, app.id, true))).code).toMatch(/unauthorized|forbidden/);
    }
    expect(await resolves(token)).toBe(true);

    await setAppDisabled(db(), (await person("moderator")).actor, app.id, true);
    expect(await resolves(token)).toBe(false);
    expect(await refreshTokens(app.id)).toBe(0);
    expect((await findClientApp(db(), app.id))!.disabledAt).toBeInstanceOf(Date);
    await setAppDisabled(db(), (await person("admin")).actor, app.id, false);
    expect((await findClientApp(db(), app.id))!.disabledAt).toBeNull();
    expect(await refusalOf(setAppDisabled(db(), (await person("admin")).actor, "AAAAAAAA", true))).toMatchObject({
      code: "not_found",
    });
  });
});

describe("cutting tokens", () => {
  it("deleting an app stops its access tokens and removes its refresh tokens, leaving other apps' alone", async () => {
    const owner = await person();
    const doomed = (await createApp(db(), owner.actor, valid())).app;
    const other = (await createApp(db(), owner.actor, valid())).app;
    const cut = await authorized(doomed.id, READS);
    const kept = await authorized(other.id, READS);
    await deleteApp(db(), owner.actor, doomed.id);
    expect(await resolves(cut.token)).toBe(false);
    expect(await db().oAuthAccessToken.count({ where: { appId: doomed.id } })).toBe(0);
    expect(await refreshTokens(doomed.id)).toBe(0);
    expect(await resolves(kept.token)).toBe(true);
  });

  it("narrowing the maximum scopes cuts the tokens and narrows authorizations and grants; widening cuts nothing", async () => {
    const owner = await person();
    const { app } = await createApp(db(), owner.actor, valid());
    const reader = await authorized(app.id, READS);
    const projectOnly = await authorized(app.id, bits("PROJECT_READ"));

    await updateApp(db(), owner.actor, app.id, { maxScopes: READS | bits("COLLECTION_READ") });
    expect(await resolves(reader.token)).toBe(true);

    await updateApp(db(), owner.actor, app.id, { maxScopes: bits("USER_READ", "VERSION_READ") });
    expect(await resolves(reader.token)).toBe(false);
    expect(await refreshTokens(app.id)).toBe(0);
    const narrowed = await db().oAuthAuthorization.findUniqueOrThrow({ where: { id: reader.authorization.id } });
    expect(bitsToScopes(narrowed.scopes)).toEqual(["USER_READ", "VERSION_READ"]);
    const grant = await db().oAuthGrant.findUniqueOrThrow({ where: { id: reader.grant.id } });
    expect(bitsToScopes(grant.scopes)).toEqual(["USER_READ", "VERSION_READ"]);
    // Nothing of PROJECT_READ is left of the second authorization: it is gone, with its grant.
    expect(await db().oAuthAuthorization.findUnique({ where: { id: projectOnly.authorization.id } })).toBeNull();
  });
});
