import type { ModrinthApiError } from "@modrinth/api-client";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { setupApi } from "../../../../modules/catalog/tests/api-project-fixtures";
import { signIn } from "../../../../modules/catalog/tests/session-cookie";
import { createApp, protocolRows } from "../../../../modules/oauth/tests/protocol-support";
import type { TestApp } from "../../../../modules/oauth/tests/protocol-support";
import { contractClients, expectShape, statusOf } from "./client-support";

// The contract of the consent routes: the reference's own client (@modrinth/api-client 0.77.0,
// labrinth_oauth_internal.authorize / accept / reject), unchanged, with a signed-in browser's session cookie, pointed
// at Hopper over real HTTP. Its website shows the access request, then posts the user's answer and follows the
// redirect URL it gets back.

const { database, api, user } = setupApi("contract-oauth-flow");
const clientFor = contractClients(api, "10.78");

/** The client's Labrinth.OAuth.Internal.OAuthClientAccessRequest. */
const accessRequest = z.strictObject({
  flow_id: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  client_icon: z.string().nullable(),
  requested_scopes: z.number().int(),
});

type User = Awaited<ReturnType<typeof user>>;
let owner: User;
let app: TestApp;

beforeAll(async () => {
  owner = await user();
  app = await createApp(database.db, owner.id);
});

const params = (scope = "USER_READ PROJECT_READ", state = "opaque-state") => ({
  client_id: app.id,
  redirect_uri: app.redirectUri,
  scope,
  state,
});

async function browserOf(userId: string) {
  const session = await signIn(database.db, userId);
  return { browser: clientFor({ cookie: session.cookie }), revoke: session.revoke };
}

describe("the authorization request through @modrinth/api-client 0.77.0 (labrinth_oauth_internal)", () => {
  it("authorize asks for consent, accept answers the redirect URL with the code; then authorize answers it at once", async () => {
    const member = await user();
    const { browser, revoke } = await browserOf(member.id);
    try {
      const asked = expectShape(accessRequest, await browser.labrinth.oauth_internal.authorize(params()));
      expect(asked).toMatchObject({ client_id: app.id, client_icon: null, requested_scopes: 2 + 2 ** 11 });
      expect(asked.client_name).toBe(`Test app ${app.id}`);
      const location = new URL(await browser.labrinth.oauth_internal.accept({ flow: asked.flow_id }));
      expect(`${location.origin}${location.pathname}`).toBe(app.redirectUri);
      expect(location.searchParams.get("code")).toMatch(/^[0-9A-Za-z]{43}$/);
      expect(location.searchParams.get("state")).toBe("opaque-state");
      expect(location.searchParams.get("iss")).toBe(api.origin);
      // Granted already: the client gets the redirect URL as a string, no consent.
      const again = await browser.labrinth.oauth_internal.authorize(params("USER_READ"));
      expect(typeof again).toBe("string");
      expect(new URL(again as string).searchParams.get("code")).toBeTruthy();
    } finally {
      await revoke();
    }
  });

  it("reject answers the redirect URL with access_denied and grants nothing", async () => {
    const member = await user();
    const { browser, revoke } = await browserOf(member.id);
    try {
      const asked = expectShape(accessRequest, await browser.labrinth.oauth_internal.authorize(params()));
      const location = new URL(await browser.labrinth.oauth_internal.reject({ flow: asked.flow_id }));
      expect(location.searchParams.get("error")).toBe("access_denied");
      expect(location.searchParams.get("state")).toBe("opaque-state");
      expect(await database.db.oAuthAuthorization.count({ where: { userId: member.id } })).toBe(0);
      // The flow is answered: a second answer is refused.
      expect(await statusOf(browser.labrinth.oauth_internal.accept({ flow: asked.flow_id }))).toBe(400);
    } finally {
      await revoke();
    }
  });

  it("an invalid request is a 400 with the reason and is never redirected; nothing is stored", async () => {
    const member = await user();
    const { browser, revoke } = await browserOf(member.id);
    try {
      const before = await protocolRows(database.db);
      for (const [request, error] of [
        [{ ...params(), redirect_uri: "https://attacker.example/callback" }, "invalid_redirect_uri"],
        [{ ...params(), client_id: "ZZZZZZZZ" }, "invalid_client"],
        [params("USER_WRITE"), "invalid_scope"],
        [params("SESSION_ACCESS"), "invalid_scope"],
      ] as const) {
        try {
          await browser.labrinth.oauth_internal.authorize(request);
          throw new Error("accepted");
        } catch (caught) {
          const refusal = caught as ModrinthApiError;
          expect(refusal.statusCode).toBe(400);
          expect(refusal.responseData).toMatchObject({ error, description: expect.any(String) });
        }
      }
      expect(await protocolRows(database.db)).toEqual(before);
    } finally {
      await revoke();
    }
  });

  it("another user's flow, an unknown flow: 400, and the flow stays for its user", async () => {
    const member = await user();
    const stranger = await user();
    const mine = await browserOf(member.id);
    const theirs = await browserOf(stranger.id);
    try {
      const asked = expectShape(accessRequest, await mine.browser.labrinth.oauth_internal.authorize(params()));
      const before = await protocolRows(database.db);
      expect(await statusOf(theirs.browser.labrinth.oauth_internal.accept({ flow: asked.flow_id }))).toBe(400);
      expect(await statusOf(theirs.browser.labrinth.oauth_internal.reject({ flow: asked.flow_id }))).toBe(400);
      expect(await statusOf(mine.browser.labrinth.oauth_internal.accept({ flow: "no-such-flow" }))).toBe(400);
      expect(await protocolRows(database.db)).toEqual(before);
      expect(typeof (await mine.browser.labrinth.oauth_internal.accept({ flow: asked.flow_id }))).toBe("string");
    } finally {
      await mine.revoke();
      await theirs.revoke();
    }
  });

  it("no session, or any token (even the user's own, even with the cookie): 401 — no app can approve itself", async () => {
    const member = await user();
    const { browser, revoke } = await browserOf(member.id);
    try {
      const asked = expectShape(accessRequest, await browser.labrinth.oauth_internal.authorize(params()));
      const before = await protocolRows(database.db);
      for (const client of [clientFor(), clientFor({ token: member.token })]) {
        expect(await statusOf(client.labrinth.oauth_internal.authorize(params()))).toBe(401);
        expect(await statusOf(client.labrinth.oauth_internal.accept({ flow: asked.flow_id }))).toBe(401);
        expect(await statusOf(client.labrinth.oauth_internal.reject({ flow: asked.flow_id }))).toBe(401);
      }
      const session = await signIn(database.db, member.id);
      const both = clientFor({ token: member.token, cookie: session.cookie });
      expect(await statusOf(both.labrinth.oauth_internal.accept({ flow: asked.flow_id }))).toBe(401);
      await session.revoke();
      expect(await protocolRows(database.db)).toEqual(before);
    } finally {
      await revoke();
    }
  });
});
