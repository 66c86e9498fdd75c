// POST /api/catalog/projects/{id}/versions, the site's upload form, through its real route handler: featured,
// the uploader's choice of primary file, and the redirect to the version's address.

import { encode } from "@auth/core/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@hopper/core/auth";

import { createSession } from "../../core/src/auth/sessions";
import { authSecret } from "../../core/src/config/secret";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { POST } from "../src/server/http/upload-version";
import { createProject } from "../src/server/services/projects/project-create";
import { zip } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";
import { tempDataDir } from "../../../tests/support/temp-dir";

tempDataDir("hopper-upload-form-");

const database = setupTestDatabase();

const jar = (id: string) =>
  zip({
    "fabric.mod.json": JSON.stringify({ schemaVersion: 1, id, version: "1.0.0", depends: { minecraft: "1.20.1" } }),
    [`${id}/Main.class`]: `class ${id}`,
  });

async function cookieFor(user: Actor) {
  const session = await createSession(database.db, user.userId);
  const name = "authjs.session-token";
  return `${name}=${await encode({ token: { sid: session.id }, secret: authSecret(), salt: name })}`;
}

let owner: Actor;
let ownerCookie: string;
let project: Awaited<ReturnType<typeof createProject>>;

beforeAll(async () => {
  owner = await makeUser(database.db);
  ownerCookie = await cookieFor(owner);
  project = await createProject(database.db, owner, {
    name: "Upload form",
    slug: uniqueSlug("form"),
    projectType: "mod",
    summary: "Uploaded through the form",
  });
});

/** The redirect's target; the Location itself is a path of the site (issue 13 item 8). */
function at(response: Response): URL {
  const location = response.headers.get("location")!;
  expect(location).toMatch(/^\/(?!\/)/);
  return new URL(location, "http://site.invalid");
}

let uploads = 0;

function upload(cookie: string, fields: Record<string, string>, files: string[]) {
  const body = new FormData();
  for (const name of files) {
    uploads += 1;
    body.append("files", new Blob([new Uint8Array(jar(`form_${uploads}_${name.replace(/\W/g, "_")}`))]), name);
  }
  body.set("loaders", "fabric");
  body.set("gameVersions", "1.20.1");
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return POST(
    new Request(`http://localhost/api/catalog/projects/${project.id}/versions`, {
      method: "POST",
      // The browser's own word that the post comes from the site (no Origin: the request is built here).
      headers: { cookie, "sec-fetch-site": "same-origin" },
      body,
    }),
  );
}

describe("the version upload form", () => {
  it("keeps the featured box and the chosen primary file, and redirects to /version/{number}", async () => {
    const response = await upload(ownerCookie, { versionNumber: "1.0.0", featured: "on", primaryFile: "second.jar" }, [
      "first.jar",
      "second.jar",
    ]);
    expect(response.status).toBe(303);
    expect(at(response).pathname).toBe(`/mod/${project.slug}/version/1.0.0`);
    const version = await database.db.version.findFirstOrThrow({
      where: { projectId: project.id, versionNumber: "1.0.0" },
      include: { files: true },
    });
    expect(version.featured).toBe(true);
    expect(version.files.filter((file) => file.primary).map((file) => file.filename)).toEqual(["second.jar"]);
  });

  it("takes the first file as primary and leaves featured off when neither is sent", async () => {
    const response = await upload(ownerCookie, { versionNumber: "1.1.0" }, ["one.jar", "two.jar"]);
    expect(at(response).pathname).toBe(`/mod/${project.slug}/version/1.1.0`);
    const version = await database.db.version.findFirstOrThrow({
      where: { projectId: project.id, versionNumber: "1.1.0" },
      include: { files: true },
    });
    expect(version.featured).toBe(false);
    expect(version.files.filter((file) => file.primary).map((file) => file.filename)).toEqual(["one.jar"]);
  });

  it("addresses a version by its id when an earlier version already used its number", async () => {
    const response = await upload(ownerCookie, { versionNumber: "1.0.0" }, ["again.jar"]);
    const versions = await database.db.version.findMany({
      where: { projectId: project.id, versionNumber: "1.0.0" },
      orderBy: { datePublished: "desc" },
    });
    expect(versions).toHaveLength(2);
    expect(at(response).pathname).toBe(`/mod/${project.slug}/version/${versions[0]!.id}`);
  });

  it("refuses a primary file that is not among the files, and stores nothing", async () => {
    const before = await database.db.version.count({ where: { projectId: project.id } });
    const response = await upload(ownerCookie, { versionNumber: "2.0.0", primaryFile: "missing.jar" }, ["a.jar"]);
    const location = at(response);
    expect(location.pathname).toBe(`/mod/${project.slug}/version/new`);
    expect(location.searchParams.get("error")).toBe("The primary file must be one of the files.");
    expect(await database.db.version.count({ where: { projectId: project.id } })).toBe(before);
  });

  it("refuses another user and stores nothing", async () => {
    const stranger = await makeUser(database.db);
    const before = await database.db.version.count({ where: { projectId: project.id } });
    const response = await upload(await cookieFor(stranger), { versionNumber: "3.0.0" }, ["b.jar"]);
    expect(at(response).searchParams.get("error")).toBeTruthy();
    expect(await database.db.version.count({ where: { projectId: project.id } })).toBe(before);
  });

  it("sends a field's error back to the form with that field named and what was entered, storing nothing", async () => {
    const before = await database.db.version.count({ where: { projectId: project.id } });
    const body = new FormData();
    body.append("files", new Blob([new Uint8Array(jar("form_no_loader"))]), "no-loader.jar");
    body.set("versionNumber", "4.0.0");
    body.set("name", "Kept name");
    body.append("gameVersions", "1.20.1");
    body.append("gameVersions", "1.20.4");
    const response = await POST(
      new Request(`http://localhost/api/catalog/projects/${project.id}/versions`, {
        method: "POST",
        headers: { cookie: ownerCookie, "sec-fetch-site": "same-origin" },
        body,
      }),
    );
    const location = at(response);
    expect(location.pathname).toBe(`/mod/${project.slug}/version/new`);
    expect(location.searchParams.get("field.loaders")).toBe("Choose at least one loader.");
    expect(location.searchParams.get("versionNumber")).toBe("4.0.0");
    expect(location.searchParams.get("name")).toBe("Kept name");
    expect(location.searchParams.getAll("gameVersions")).toEqual(["1.20.1", "1.20.4"]);
    expect(await database.db.version.count({ where: { projectId: project.id } })).toBe(before);
  });
});
