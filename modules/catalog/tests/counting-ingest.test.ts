import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { tempDataDir } from "../../../tests/support/temp-dir";
import { POST } from "../src/server/http/analytics-view";
import { viewedPage } from "../src/server/services/counting/ingest";
import { createProject } from "../src/server/services/projects/project-create";
import { createVersion } from "../src/server/services/versions/version-create";
import { VALID_FILES } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";

tempDataDir("hopper-counting-ingest-");
const database = setupTestDatabase();

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
let address = 0;
const post = (body: string, headers: Record<string, string> = {}) =>
  POST(
    new Request("http://localhost/analytics/view", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": FIREFOX,
        "x-forwarded-for": `192.0.2.${++address}`,
        ...headers,
      },
      body,
    }),
  );

async function approved(status = "approved") {
  const owner = await makeUser(database.db);
  const project = await createProject(database.db, owner, {
    name: "Ingest",
    slug: uniqueSlug("ingest"),
    projectType: "mod",
    summary: "Views",
  });
  const version = await createVersion(database.db, owner, project.id, {
    versionNumber: "2.0.0",
    loaders: ["fabric"],
    gameVersions: ["1.20.1"],
    files: [{ filename: "mod.jar", body: VALID_FILES.fabric.bytes() }],
  });
  await database.db.project.update({ where: { id: project.id }, data: { status } });
  return { project, version };
}

describe("POST /analytics/view", () => {
  it("counts a view of the project page or a version page named by the url, once per window", async () => {
    const { project, version } = await approved();
    expect((await post(JSON.stringify({ url: `https://hopper.example/mod/${project.slug}` }))).status).toBe(204);
    const url = `https://hopper.example/mod/${project.slug}/version/${version.id}`;
    const same = { "x-forwarded-for": "198.51.100.77" };
    expect((await post(JSON.stringify({ url }), same)).status).toBe(204);
    expect((await post(JSON.stringify({ url }), same)).status).toBe(204);
    const events = await database.db.viewEvent.findMany({ where: { projectId: project.id }, orderBy: { id: "asc" } });
    expect(events.map((event) => event.versionId)).toEqual(["", version.id]);
  });

  it("reads the kind from the user agent", async () => {
    const { project } = await approved();
    const url = JSON.stringify({ url: `https://hopper.example/project/${project.id}/gallery` });
    await post(url, { "user-agent": "PrismLauncher/9.2" });
    await post(url, { "user-agent": "my-tool/2.0 (me@example.com)" });
    await post(url, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    const events = await database.db.viewEvent.findMany({ where: { projectId: project.id } });
    expect(events.map((event) => event.kind).sort()).toEqual(["api", "launcher"]);
  });

  it.each([
    ["not JSON", "{", 400],
    ["no url", "{}", 400],
    ["a url too long", JSON.stringify({ url: `https://hopper.example/mod/${"a".repeat(3000)}` }), 400],
    ["a body past the limit", JSON.stringify({ url: "x", pad: "a".repeat(10_000) }), 413],
    ["an address that is no project page", JSON.stringify({ url: "https://hopper.example/settings" }), 404],
    ["not an address", JSON.stringify({ url: "hello" }), 404],
    ["an unknown project", JSON.stringify({ url: "https://hopper.example/mod/no-such-project-xyz" }), 404],
  ])("refuses %s", async (_name, body, status) => {
    expect((await post(body)).status).toBe(status);
  });

  // A view earns revenue, so another website must not be able to make its visitors' browsers count views: a
  // text/plain POST needs no CORS preflight, and browsers send Origin and Sec-Fetch-Site with it.
  it.each([
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }, 403],
    ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }, 403],
    ["an Origin of another site", { origin: "https://evil.example" }, 403],
    ["an Origin of another port", { origin: "http://localhost:8080" }, 403],
    ["Origin: null (a sandboxed frame)", { origin: "null" }, 403],
    [
      "a cross-site browser request in text/plain",
      { origin: "https://evil.example", "content-type": "text/plain" },
      403,
    ],
    ["text/plain", { "content-type": "text/plain" }, 415],
    ["a form body", { "content-type": "application/x-www-form-urlencoded" }, 415],
    ["no Content-Type", { "content-type": "" }, 415],
    ["a JSON look-alike type", { "content-type": "application/jsonp" }, 415],
  ])("refuses %s, and counts nothing", async (_name, headers, status) => {
    const { project } = await approved();
    const response = await post(JSON.stringify({ url: `https://hopper.example/mod/${project.slug}` }), headers);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { description: string }).description).toBeTruthy();
    expect(await database.db.viewEvent.count({ where: { projectId: project.id } })).toBe(0);
  });

  it.each([
    [
      "the site's own Origin and Sec-Fetch-Site: same-origin",
      { origin: "http://localhost", "sec-fetch-site": "same-origin" },
    ],
    ["a JSON type with a charset", { "content-type": "application/json; charset=utf-8" }],
    ["a launcher, which sends neither Origin nor Sec-Fetch-*", { "user-agent": "PrismLauncher/9.2" }],
  ])("counts %s", async (_name, headers) => {
    const { project } = await approved();
    const response = await post(JSON.stringify({ url: `https://hopper.example/mod/${project.slug}` }), headers);
    expect(response.status).toBe(204);
    expect(await database.db.viewEvent.count({ where: { projectId: project.id } })).toBe(1);
  });

  it("answers 404 for a project the caller may not see, and counts nothing", async () => {
    const { project } = await approved("draft");
    expect((await post(JSON.stringify({ url: `https://hopper.example/mod/${project.slug}` }))).status).toBe(404);
    expect(await database.db.viewEvent.count({ where: { projectId: project.id } })).toBe(0);
  });

  it.each([
    ["https://h.example/mod/sodium", { project: "sodium", version: null }],
    ["https://h.example/modpack/abc/version/1.2.0", { project: "abc", version: "1.2.0" }],
    ["https://h.example/project/AbCdEfGh/changelog", { project: "AbCdEfGh", version: null }],
    ["https://h.example/user/someone", null],
  ])("reads %s", (url, expected) => {
    expect(viewedPage(url)).toEqual(expected);
  });
});
