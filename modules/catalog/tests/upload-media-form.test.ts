// POST /api/catalog/projects/{id}/media, the settings page's icon and gallery uploads, through the real route
// handler: the plain form post redirects back to the settings, the site's upload script (Accept:
// application/json) gets { location } or a 4xx { error, fields }; strangers store nothing.

import { encode } from "@auth/core/jwt";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@hopper/core/auth";

import { createSession } from "../../core/src/auth/sessions";
import { authSecret } from "../../core/src/config/secret";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { tempDataDir } from "../../../tests/support/temp-dir";
import { translatorFor, UPSIDE_DOWN_LOCALE } from "../../ui/src/i18n/catalogue";
import { POST } from "../src/server/http/upload-media";
import { MEDIA_REFUSALS } from "../src/server/services/media/media-refusal-codes";
import { createProject } from "../src/server/services/projects/project-create";
import { acceptInvitation, inviteMember } from "../src/server/services/teams/teams";
import { errorMessages } from "../src/ui/messages/errors";
import { makeUser, uniqueSlug } from "./helpers";

tempDataDir("hopper-upload-media-");

const database = setupTestDatabase();

async function cookieFor(user: Actor) {
  const session = await createSession(database.db, user.userId);
  const name = "authjs.session-token";
  return `${name}=${await encode({ token: { sid: session.id }, secret: authSecret(), salt: name })}`;
}

let owner: Actor;
let ownerCookie: string;
let png: Uint8Array;
let project: Awaited<ReturnType<typeof createProject>>;

beforeAll(async () => {
  owner = await makeUser(database.db);
  ownerCookie = await cookieFor(owner);
  project = await createProject(database.db, owner, {
    name: "Media form",
    slug: uniqueSlug("media"),
    projectType: "mod",
    summary: "Icons and gallery images",
  });
  png = new Uint8Array(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 140, b: 70 } } })
      .png()
      .toBuffer(),
  );
});

function send(
  cookie: string,
  fields: Record<string, string>,
  file: { field: string; bytes: Uint8Array } | null,
  json: boolean,
  more: { field: string; bytes: Uint8Array }[] = [],
) {
  const body = new FormData();
  body.set("projectId", project.id);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  for (const part of file ? [file, ...more] : more) {
    body.append(part.field, new Blob([part.bytes.slice()], { type: "image/png" }), "picture.png");
  }
  return POST(
    new Request(`http://localhost/api/catalog/projects/${project.id}/media`, {
      method: "POST",
      headers: { cookie, "sec-fetch-site": "same-origin", ...(json ? { accept: "application/json" } : {}) },
      body,
    }),
  );
}

const settings = () => `/mod/${project.slug}/settings`;

describe("the icon and gallery upload route", () => {
  it("sets the icon; the plain post is sent back to the settings with the notice", async () => {
    const response = await send(ownerCookie, { intent: "icon" }, { field: "icon", bytes: png }, false);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${settings()}?notice=saved`);
    expect((await database.db.project.findUniqueOrThrow({ where: { id: project.id } })).iconUrl).toBeTruthy();
  });

  it("adds a gallery image with its title, answering the upload script as JSON", async () => {
    const response = await send(
      ownerCookie,
      { intent: "gallery", title: "A screenshot", featured: "on" },
      { field: "image", bytes: png },
      true,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ location: `${settings()}?notice=saved` });
    expect(await database.db.galleryImage.findMany({ where: { projectId: project.id } })).toMatchObject([
      { title: "A screenshot", featured: true },
    ]);
  });

  it("refuses a file that is not an image with a 4xx naming the problem, storing nothing", async () => {
    const response = await send(
      ownerCookie,
      { intent: "gallery", title: "Not a picture" },
      { field: "image", bytes: new TextEncoder().encode("plain text, not an image") },
      true,
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(((await response.json()) as { error: string }).error).toBeTruthy();
    expect(await database.db.galleryImage.count({ where: { projectId: project.id, title: "Not a picture" } })).toBe(0);
  });

  it("asks for an image when none was chosen, next to the file field", async () => {
    const response = await send(ownerCookie, { intent: "icon" }, null, true);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Choose an image.", fields: { icon: "Choose an image." } });
    const plain = await send(ownerCookie, { intent: "icon" }, null, false);
    expect(plain.headers.get("location")).toBe(`${settings()}?error=choose-image`);
  });

  it("sends a plain post back with the refusal's code only, never its text (issue 14, language)", async () => {
    const member = await makeUser(database.db);
    await inviteMember(database.db, owner, project.id, { userId: member.userId, permissions: 0n });
    await acceptInvitation(database.db, member, project.id);
    const text = new TextEncoder().encode("plain text, not an image");
    const cases: [Promise<Response>, string][] = [
      [send(ownerCookie, { intent: "banner" }, { field: "image", bytes: png }, false), "choose-upload"],
      [send(ownerCookie, { intent: "gallery" }, { field: "image", bytes: text }, false), "not-an-image"],
      [
        send(ownerCookie, { intent: "gallery", title: "t".repeat(300) }, { field: "image", bytes: png }, false),
        "title-too-long",
      ],
      [
        send(ownerCookie, { intent: "gallery" }, { field: "image", bytes: png }, false, [
          { field: "image", bytes: png },
        ]),
        "one-at-a-time",
      ],
      [send(await cookieFor(member), { intent: "icon" }, { field: "icon", bytes: png }, false), "no-permission"],
    ];
    for (const [answer, code] of cases) {
      const response = await answer;
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`${settings()}?error=${code}`);
      expect(Object.hasOwn(MEDIA_REFUSALS, code)).toBe(true);
    }
    const bigIcon = new Uint8Array(256 * 1024 + 1);
    bigIcon.set(png);
    const tooLarge = await send(ownerCookie, { intent: "icon" }, { field: "icon", bytes: bigIcon }, false);
    expect(tooLarge.headers.get("location")).toBe(`${settings()}?error=icon-too-large`);
  });

  it("answers the upload script in the reader's language: upside-down, the same English otherwise", async () => {
    const upsideDown = translatorFor(errorMessages, UPSIDE_DOWN_LOCALE);
    const turned = await send(`${ownerCookie}; locale=${UPSIDE_DOWN_LOCALE}`, { intent: "icon" }, null, true);
    expect(turned.status).toBe(400);
    expect(await turned.json()).toEqual({
      error: upsideDown("gallery.chooseImage"),
      fields: { icon: upsideDown("gallery.chooseImage") },
    });
    const text = new TextEncoder().encode("plain text, not an image");
    const notImage = await send(
      `${ownerCookie}; locale=${UPSIDE_DOWN_LOCALE}`,
      { intent: "gallery" },
      { field: "image", bytes: text },
      true,
    );
    expect(await notImage.json()).toMatchObject({ error: upsideDown("gallery.notAnImage") });
    expect(upsideDown("gallery.notAnImage")).not.toBe(MEDIA_REFUSALS["not-an-image"].text);
  });

  it("refuses another user before storing anything", async () => {
    const stranger = await cookieFor(await makeUser(database.db));
    const response = await send(
      stranger,
      { intent: "gallery", title: "Stranger" },
      { field: "image", bytes: png },
      true,
    );
    expect([403, 404]).toContain(response.status);
    expect(await database.db.galleryImage.count({ where: { projectId: project.id, title: "Stranger" } })).toBe(0);
  });

  it("refuses a team member without EDIT_DETAILS before storing anything", async () => {
    const member = await makeUser(database.db);
    await inviteMember(database.db, owner, project.id, { userId: member.userId, permissions: 0n });
    await acceptInvitation(database.db, member, project.id);
    const response = await send(
      await cookieFor(member),
      { intent: "gallery", title: "Member" },
      { field: "image", bytes: png },
      true,
    );
    expect(response.status).toBe(403);
    expect(await database.db.galleryImage.count({ where: { projectId: project.id, title: "Member" } })).toBe(0);
  });

  it.each(["moderator", "admin"] as const)("lets a %s add a gallery image", async (role) => {
    const staff = await cookieFor(await makeUser(database.db, role));
    const response = await send(
      staff,
      { intent: "gallery", title: `By ${role}` },
      { field: "image", bytes: png },
      true,
    );
    expect(response.status).toBe(200);
    expect(await database.db.galleryImage.count({ where: { projectId: project.id, title: `By ${role}` } })).toBe(1);
  });

  it("answers a signed-out upload with the sign-in address that comes back to the settings, storing nothing", async () => {
    const script = await send("", { intent: "gallery", title: "Nobody" }, { field: "image", bytes: png }, true);
    expect(script.status).toBe(401);
    const signIn = `/auth/sign-in?redirect=${encodeURIComponent(settings())}`;
    expect(((await script.json()) as { location: string }).location).toBe(signIn);
    const plain = await send("", { intent: "gallery", title: "Nobody" }, { field: "image", bytes: png }, false);
    expect(plain.headers.get("location")).toBe(signIn);
    expect(await database.db.galleryImage.count({ where: { projectId: project.id, title: "Nobody" } })).toBe(0);
  });
});
