import { describe, expect, it } from "vitest";

import { createPersonalAccessToken, issueOAuthAccessToken, scopesToBits } from "../../../modules/core/src/auth";
import { newId } from "../../../modules/core/src/db/ids";
import { signIn } from "../../../modules/catalog/tests/session-cookie";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRouteServer } from "../../../tests/support/route-server";
import { handleTrpcRequest } from "../server/trpc-handler";

// The site's tRPC endpoint over real HTTP (the handler apps/web/app/api/trpc/[trpc]/route.ts exports).

const database = setupTestDatabase();
const server = setupRouteServer(handleTrpcRequest);
const MIB = 1024 * 1024;

async function user(username: string) {
  return database.db.user.create({ data: { id: newId(), username, usernameKey: username.toLowerCase() } });
}

/** Headers of a same-origin browser call with the given cookies. */
const browser = (cookie: string) => ({ cookie, origin: server.origin, "sec-fetch-site": "same-origin" });

describe("tRPC over HTTP", () => {
  it("reads the session although another cookie has a malformed percent-escape (issue 13 item 10)", async () => {
    const someone = await user("CookieJar");
    const session = await signIn(database.db, someone.id);
    for (const cookie of [`a=%E0%A4%A; ${session.cookie}`, `${session.cookie}; a=%E0%A4%A; b=%`]) {
      const response = await fetch(`${server.origin}/api/trpc/accounts.me`, { headers: browser(cookie) });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { result: { data: { json: { username: string } } } };
      expect(body.result.data.json.username).toBe("CookieJar");
    }
    const anonymous = await fetch(`${server.origin}/api/trpc/accounts.me`, { headers: browser("a=%E0%A4%A") });
    expect(anonymous.status).toBe(200);
  });

  it("refuses a body over 1 MiB with 413 and a clear message, reading no further (issue 13 item 6)", async () => {
    const someone = await user("BigMutation");
    const session = await signIn(database.db, someone.id);
    const url = `${server.origin}/api/trpc/accounts.profile.update`;
    const headers = { ...browser(session.cookie), "content-type": "application/json" };
    const declared = await fetch(url, {
      method: "POST",
      headers,
      body: JSON.stringify({ json: { username: "BigMutation", bio: "x".repeat(2 * MIB) } }),
    });
    expect(declared.status).toBe(413);
    expect(declared.headers.get("connection")).toBe("close");
    const body = (await declared.json()) as {
      error: { json: { message: string; data: { code: string; appError: { message: unknown } | null } } };
    };
    expect(body.error.json.message).toBe("The request body must be at most 1 MiB.");
    expect(body.error.json.data.code).toBe("PAYLOAD_TOO_LARGE");
    // The site's form reads it from the shell catalogue in the reader's language (issue 14).
    expect(body.error.json.data.appError?.message).toEqual({
      key: "ui.shell.refusals.bodyTooLarge",
      values: { limit: "1 MiB" },
    });

    // Sent without a length (chunked): reading stops at the limit, not at the end of 50 MB.
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (sent >= 50 * MIB) return controller.close();
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
    const chunked = await fetch(url, { method: "POST", headers, body: stream, duplex: "half" } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(sent).toBeLessThan(25 * MIB);
    expect(await database.db.user.findUniqueOrThrow({ where: { id: someone.id } })).toMatchObject({ bio: null });
  });

  it("takes no token, only the browser's session: a token's scopes would not bind the site's procedures", async () => {
    // The site's procedures check the viewer's role, not token scopes (REST checks those). A moderator's OAuth token
    // holding only USER_READ, or a personal access token, must not open the staff mailbox (password-reset links).
    const moderator = await database.db.user.create({
      data: { id: newId(), username: "TokenMod", usernameKey: "tokenmod", role: "moderator" },
    });
    const oauth = await issueOAuthAccessToken(database.db, {
      userId: moderator.id,
      appId: newId(),
      grantId: newId(),
      scopes: scopesToBits(["USER_READ"]),
    });
    const pat = await createPersonalAccessToken(database.db, {
      userId: moderator.id,
      name: "launcher",
      scopes: ["USER_READ"],
    });
    const mailboxUrl = `${server.origin}/api/trpc/accounts.staff.mailbox?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`;
    for (const token of [oauth.token, `Bearer ${oauth.token}`, pat.token]) {
      const headers = { authorization: token, origin: server.origin, "sec-fetch-site": "same-origin" };
      const mailbox = await fetch(mailboxUrl, { headers });
      expect(mailbox.status, token).toBe(401);
      const me = await fetch(`${server.origin}/api/trpc/accounts.me`, { headers });
      const body = (await me.json()) as { result: { data: { json: unknown } } };
      expect(body.result.data.json, token).toBeNull();
    }
    // The same moderator's browser session still opens it.
    const session = await signIn(database.db, moderator.id);
    const mailbox = await fetch(mailboxUrl, { headers: browser(session.cookie) });
    expect(mailbox.status).toBe(200);
  });
});
