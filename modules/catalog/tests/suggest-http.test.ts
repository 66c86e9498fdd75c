import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRouteServer } from "../../../tests/support/route-server";
import { tempDataDir } from "../../../tests/support/temp-dir";
import { POST as suggest } from "../src/server/http/suggest";
import { createProject } from "../src/server/services/projects/project-create";
import { zip } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";
import { signIn } from "./session-cookie";

// POST /api/catalog/suggest over a real socket with a signed-in session: what the upload form pre-fills.

tempDataDir("hopper-suggest-http-");
const database = setupTestDatabase();
const site = setupRouteServer(suggest);

async function post(file: Uint8Array, filename: string, projectType: string) {
  const user = await makeUser(database.db);
  const session = await signIn(database.db, user.userId);
  try {
    const body = new FormData();
    body.set("projectType", projectType);
    body.set("file", new Blob([Buffer.from(file)]), filename);
    const response = await fetch(`${site.origin}/api/catalog/suggest`, {
      method: "POST",
      body,
      headers: { cookie: session.cookie, origin: site.origin },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } finally {
    await session.revoke();
  }
}

describe("POST /api/catalog/suggest", () => {
  it("answers the version number, name, loaders, game versions and dependencies of a NeoForge jar", async () => {
    const jar = zip({
      "META-INF/neoforge.mods.toml": [
        "[[mods]]",
        'modId="ae2"',
        'version="19.0.20"',
        'displayName="Applied Energistics 2"',
        "[[dependencies.ae2]]",
        'modId="minecraft"',
        'type="required"',
        'versionRange="[1.21,1.21.2)"',
        "[[dependencies.ae2]]",
        'modId="jei"',
        'type="optional"',
        "",
      ].join("\n"),
    });
    expect(await post(jar, "ae2.jar", "mod")).toEqual({
      status: 200,
      body: {
        versionNumber: "19.0.20",
        name: "Applied Energistics 2 19.0.20",
        loaders: ["neoforge"],
        gameVersions: ["1.21.1", "1.21"],
        dependencies: [{ dependencyType: "optional", projectSlug: "jei", onHopper: false }],
      },
    });
  });

  it("says which dependencies are projects the uploader may see (a hidden one's slug is not revealed)", async () => {
    const owner = await makeUser(database.db);
    const visible = await createProject(database.db, owner, {
      name: "Shared lib",
      slug: uniqueSlug("sharedlib"),
      projectType: "mod",
      summary: "A library other mods depend on",
    });
    await database.db.project.update({ where: { id: visible.id }, data: { status: "approved" } });
    const hidden = await createProject(database.db, owner, {
      name: "Secret lib",
      slug: uniqueSlug("secretlib"),
      projectType: "mod",
      summary: "A draft nobody else sees",
    });
    const jar = zip({
      "fabric.mod.json": JSON.stringify({
        schemaVersion: 1,
        id: "uses-libs",
        version: "1.0.0",
        depends: { [visible.slug.toUpperCase()]: "*", [hidden.slug]: "*", "not-here": "*" },
      }),
    });
    const { body } = await post(jar, "uses-libs.jar", "mod");
    expect(body.dependencies).toEqual([
      { dependencyType: "required", projectSlug: visible.slug.toUpperCase(), onHopper: true },
      { dependencyType: "required", projectSlug: hidden.slug, onHopper: false },
      { dependencyType: "required", projectSlug: "not-here", onHopper: false },
    ]);
  });

  it("answers the upload's own refusal for a broken plugin.yml, as a 400", async () => {
    const jar = zip({ "plugin.yml": "name: NoMain\nversion: 1.0\n" });
    expect(await post(jar, "p.jar", "plugin")).toEqual({
      status: 400,
      body: { error: "plugin.yml in p.jar must name the plugin's main class." },
    });
  });
});
