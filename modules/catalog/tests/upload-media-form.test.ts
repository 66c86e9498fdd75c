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
import { POST } from "../src/server/http/upload-media";
import { createProject } from "../src/server/services/projects/project-create";
import { acceptInvitation, inviteMember } from "../src/server/services/teams/teams";
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
) {
  const body = new FormData();
  body.set("projectId", project.id);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.append(file.field, new Blob([file.bytes.slice()], { type: "image/png" }), "picture.png");
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
    expect(plain.headers.get("location")).toBe(`${settings()}?error=${encodeURIComponent("Choose an image.")}`);
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
