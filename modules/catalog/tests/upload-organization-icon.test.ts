// POST /api/catalog/organizations/{id}/icon, the organization settings' icon upload, through the real route
// handler: redirect for the plain post, JSON for the site's upload script, strangers refused before storing.

import { encode } from "@auth/core/jwt";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@hopper/core/auth";

import { createSession } from "../../core/src/auth/sessions";
import { authSecret } from "../../core/src/config/secret";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { tempDataDir } from "../../../tests/support/temp-dir";
import { POST } from "../src/server/http/upload-organization-icon";
import { createOrganization } from "../src/server/services/organizations/organizations";
import { makeUser, uniqueSlug } from "./helpers";

tempDataDir("hopper-upload-org-icon-");

const database = setupTestDatabase();

async function cookieFor(user: Actor) {
  const session = await createSession(database.db, user.userId);
  const name = "authjs.session-token";
  return `${name}=${await encode({ token: { sid: session.id }, secret: authSecret(), salt: name })}`;
}

let ownerCookie: string;
let png: Uint8Array;
let organization: Awaited<ReturnType<typeof createOrganization>>;

beforeAll(async () => {
  const owner = await makeUser(database.db);
  ownerCookie = await cookieFor(owner);
  organization = await createOrganization(database.db, owner, {
    name: "Icon org",
    slug: uniqueSlug("iconorg"),
    description: "Has an icon",
  });
  png = new Uint8Array(
    await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .png()
      .toBuffer(),
  );
});

function send(cookie: string, bytes: Uint8Array | null, json: boolean) {
  const body = new FormData();
  if (bytes) body.append("icon", new Blob([bytes.slice()], { type: "image/png" }), "icon.png");
  return POST(
    new Request(`http://localhost/api/catalog/organizations/${organization.id}/icon`, {
      method: "POST",
      headers: { cookie, "sec-fetch-site": "same-origin", ...(json ? { accept: "application/json" } : {}) },
      body,
    }),
  );
}

describe("the organization icon upload route", () => {
  it("sets the icon and answers the upload script with the settings address", async () => {
    const response = await send(ownerCookie, png, true);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ location: `/organization/${organization.slug}/settings?notice=saved` });
    expect((await database.db.organization.findUniqueOrThrow({ where: { id: organization.id } })).iconUrl).toBeTruthy();
  });

  it("sends the plain post back to the settings with the refusal when no image was chosen", async () => {
    const response = await send(ownerCookie, null, false);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/organization/${organization.slug}/settings?error=choose-image`);
  });

  it("sends only a refusal's code back, never its text: a stranger, a file that is not an image, a large icon", async () => {
    const stranger = await cookieFor(await makeUser(database.db));
    const big = new Uint8Array(256 * 1024 + 1);
    big.set(png);
    const cases: [string, Uint8Array, string][] = [
      [stranger, png, "organization-no-permission"],
      [ownerCookie, new TextEncoder().encode("<script>alert(1)</script>"), "not-an-image"],
      [ownerCookie, big, "icon-too-large"],
    ];
    for (const [cookie, bytes, code] of cases) {
      const response = await send(cookie, bytes, false);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`/organization/${organization.slug}/settings?error=${code}`);
    }
  });

  it("refuses a member without EDIT_DETAILS before storing, with a 4xx", async () => {
    const stranger = await cookieFor(await makeUser(database.db));
    const before = (await database.db.organization.findUniqueOrThrow({ where: { id: organization.id } })).iconUrl;
    const response = await send(stranger, png, true);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await database.db.organization.findUniqueOrThrow({ where: { id: organization.id } })).iconUrl).toBe(before);
  });
});
