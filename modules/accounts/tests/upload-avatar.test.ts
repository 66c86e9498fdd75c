// POST /api/accounts/avatar, the profile settings' avatar upload, through the real route handler (real PostgreSQL
// and storage): a redirect for the plain post, JSON for the site's upload script (so it can show a refusal in
// place), the avatar's limit and checks, signed-out and cross-site callers refused, nothing kept on a refusal.

import { encode } from "@auth/core/jwt";
import { describe, expect, it } from "vitest";

import { createSession } from "../../core/src/auth/sessions";
import { authSecret } from "../../core/src/config/secret";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { TINY_PNG } from "../../../tests/support/images";
import { tempDataDir } from "../../../tests/support/temp-dir";
import { POST } from "../src/server/http/upload-avatar";
import { createUser } from "../src/server/services/create-user";

tempDataDir("hopper-upload-avatar-");

const database = setupTestDatabase();
const COOKIE = "authjs.session-token";
let counter = 0;

async function signedIn() {
  counter += 1;
  const user = await createUser(database.db, {
    username: `avatar${counter}${Date.now().toString(36)}`,
    email: `avatar${counter}.${Date.now().toString(36)}@example.com`,
    password: "a fine password",
  });
  const session = await createSession(database.db, user.id);
  const cookie = `${COOKIE}=${await encode({ token: { sid: session.id }, secret: authSecret(), salt: COOKIE })}`;
  return { user, cookie };
}

function send(
  cookie: string | null,
  file: { bytes: Uint8Array; name?: string } | null,
  options: { json?: boolean; headers?: Record<string, string> } = {},
) {
  const body = new FormData();
  body.append(
    "avatar",
    file ? new Blob([file.bytes.slice()], { type: "image/png" }) : new Blob([]),
    file?.name ?? (file ? "me.png" : ""),
  );
  return POST(
    new Request("http://localhost/api/accounts/avatar", {
      method: "POST",
      headers: {
        ...(cookie ? { cookie } : {}),
        "sec-fetch-site": "same-origin",
        ...(options.json === false ? {} : { accept: "application/json" }),
        ...options.headers,
      },
      body,
    }),
  );
}

const avatarOf = async (userId: string) =>
  (await database.db.user.findUniqueOrThrow({ where: { id: userId } })).avatarUrl;

describe("the avatar upload route", () => {
  it("sets the avatar and answers the upload script with the settings address", async () => {
    const { user, cookie } = await signedIn();
    const response = await send(cookie, { bytes: TINY_PNG });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ location: "/settings/profile?avatar=saved" });
    expect(await avatarOf(user.id)).toMatch(new RegExp(`^/cdn/user/${user.id}/[0-9a-f]{40}\\.icon\\.webp$`));
  });

  it("sends the plain post (no JavaScript) back to the settings, with the refusal's fixed code in the address", async () => {
    const { cookie } = await signedIn();
    const saved = await send(cookie, { bytes: TINY_PNG }, { json: false });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/settings/profile?avatar=saved");
    const refused = await send(cookie, null, { json: false });
    expect(refused.status).toBe(303);
    // The code, never the text (site-language.test.ts: each code and what the page reads for it).
    expect(refused.headers.get("location")).toBe("/settings/profile?error=missing");
  });

  it("refuses what is no avatar with a 4xx naming the field, and keeps the old avatar", async () => {
    const { user, cookie } = await signedIn();
    await send(cookie, { bytes: TINY_PNG });
    const before = await avatarOf(user.id);
    const big = new Uint8Array(256 * 1024 + 1);
    big.set(TINY_PNG);
    const cases: [Uint8Array | null, number, string][] = [
      [null, 400, "Choose an image to upload."],
      [big, 413, "Avatars must be at most 256 KiB."],
      [new TextEncoder().encode("<svg onload=alert(1)>"), 400, "Avatars must be PNG, JPEG, GIF or WebP images."],
    ];
    for (const [bytes, status, message] of cases) {
      const response = await send(cookie, bytes ? { bytes } : null);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error: message, fields: { avatar: message } });
    }
    expect(await avatarOf(user.id)).toBe(before);
    // A body far past the limit is refused as soon as the limit is passed.
    const huge = await send(cookie, { bytes: new Uint8Array(600 * 1024) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ error: "Avatars must be at most 256 KiB." });
    expect(await avatarOf(user.id)).toBe(before);
  });

  it("sends a signed-out upload to sign in, and refuses a cross-site post before reading it", async () => {
    const anonymous = await send(null, { bytes: TINY_PNG });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: "Your session has ended: sign in again, then upload.",
      location: `/auth/sign-in?redirect=${encodeURIComponent("/settings/profile")}`,
    });
    const { user, cookie } = await signedIn();
    const crossSite = await send(cookie, { bytes: TINY_PNG }, { headers: { origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
    expect(await avatarOf(user.id)).toBeNull();
  });
});
