// Descriptions and changelogs are rendered when saved and stored with the render key (docs/markdown.md
// "Stored HTML"): every write path stores the renderer's sanitised output, the re-render job replaces stale
// HTML (and is idempotent), and the pages' read heals a stale row with the current rendering.
import { afterAll, describe, expect, it } from "vitest";

import { siteMarkdown } from "@hopper/core/markdown";

import { projectDescriptionHtml, versionChangelogHtml } from "../src/server/services/markdown/stored-html-reads";
import { rerenderStaleMarkdown } from "../src/server/services/markdown/rerender-stale";
import { updateProject } from "../src/server/services/projects/project-update";
import { updateVersion } from "../src/server/services/versions/version-update";
import { setupApi } from "./api-project-fixtures";
import { callerFor } from "./callers";

const { database, call, send, project } = setupApi("stored-markdown");
const db = () => database.db;
afterAll(() => siteMarkdown().close());

const HOSTILE = `# Lanterns\n\n<script>alert(1)</script><img src="https://evil.example/a.png" onerror="alert(1)">\n\n[x](javascript:alert(1))`;
const rendered = (source: string) => siteMarkdown().renderUncached(source);
const projectRow = (id: string) => db().project.findUniqueOrThrow({ where: { id } });
const versionRow = (id: string) => db().version.findUniqueOrThrow({ where: { id } });

function expectSanitised(html: string | null) {
  expect(html).not.toBeNull();
  expect(html).not.toContain("<script");
  expect(html).not.toContain("onerror");
  expect(html).not.toContain("javascript:");
}

describe("stored description and changelog HTML", () => {
  it("a saved description stores the renderer's sanitised output with the current key (service, new project)", async () => {
    const target = await project();
    expect(await projectRow(target.id)).toMatchObject({ bodyHtml: "", bodyHtmlKey: siteMarkdown().renderKey });
    await updateProject(db(), target.owner.actor, target.id, { body: HOSTILE });
    const row = await projectRow(target.id);
    expect(row.bodyHtml).toBe(rendered(HOSTILE));
    expect(row.bodyHtmlKey).toBe(siteMarkdown().renderKey);
    expectSanitised(row.bodyHtml);
    expect(row.bodyHtml).toContain('<h1 id="lanterns">Lanterns</h1>');
  });

  it("every write path stores HTML: REST v2/v3 create and modify, tRPC, version create and edit", async () => {
    const target = await project({ withVersion: true });
    const token = target.owner.token;

    expect((await send("PATCH", `/v2/project/${target.id}`, token, { body: "## From v2" })).status).toBe(204);
    expect((await projectRow(target.id)).bodyHtml).toBe(rendered("## From v2"));

    expect((await send("PATCH", `/v3/project/${target.id}`, token, { description: "## From v3" })).status).toBe(204);
    expect((await projectRow(target.id)).bodyHtml).toBe(rendered("## From v3"));

    const caller = await callerFor(db(), target.owner.actor);
    await caller.projects.update({ projectId: target.id, section: "description", body: "## From tRPC" });
    expect((await projectRow(target.id)).bodyHtml).toBe(rendered("## From tRPC"));

    const versionId = target.versionId!;
    expect(await versionRow(versionId)).toMatchObject({
      changelogHtml: "",
      changelogHtmlKey: siteMarkdown().renderKey,
    });
    expect((await send("PATCH", `/v2/version/${versionId}`, token, { changelog: "- fixed *v2*" })).status).toBe(204);
    expect((await versionRow(versionId)).changelogHtml).toBe(rendered("- fixed *v2*"));
    await caller.versions.update({ versionId, changelog: HOSTILE });
    const version = await versionRow(versionId);
    expect(version.changelogHtml).toBe(rendered(HOSTILE));
    expectSanitised(version.changelogHtml);

    const form = new FormData();
    form.set(
      "data",
      JSON.stringify({
        slug: `stored-${Date.now().toString(36)}`,
        title: "Created With Body",
        description: "Created through the API",
        body: "# Created\n\nwith **body**",
        project_type: "mod",
        categories: ["utility"],
        client_side: "required",
        server_side: "optional",
        license_id: "MIT",
        initial_versions: [],
        is_draft: true,
      }),
    );
    const created = await call<{ id: string }>("/v2/project", { method: "POST", token, body: form });
    expect(created.status).toBe(200);
    const createdRow = await projectRow(created.body.id);
    expect(createdRow.bodyHtml).toBe(rendered("# Created\n\nwith **body**"));
    expect(createdRow.bodyHtmlKey).toBe(siteMarkdown().renderKey);
  });

  it("the re-render job replaces stale and missing HTML, and a second pass changes nothing", async () => {
    const stale = await project({ withVersion: true });
    await updateProject(db(), stale.owner.actor, stale.id, { body: "## Stale" });
    await updateVersion(db(), stale.owner.actor, stale.versionId!, { changelog: "## Old changelog" });
    const missing = await project();
    await updateProject(db(), missing.owner.actor, missing.id, { body: "## Missing" });
    await db().project.update({
      where: { id: stale.id },
      data: { bodyHtml: "<p>old rules</p>", bodyHtmlKey: "r0.old" },
    });
    await db().version.update({
      where: { id: stale.versionId! },
      data: { changelogHtml: "<p>old</p>", changelogHtmlKey: "r0.old" },
    });
    await db().project.update({ where: { id: missing.id }, data: { bodyHtml: null, bodyHtmlKey: null } });

    const first = await rerenderStaleMarkdown(db(), 2);
    expect(first.projects).toBeGreaterThanOrEqual(2);
    expect(first.versions).toBeGreaterThanOrEqual(1);
    expect(await projectRow(stale.id)).toMatchObject({
      bodyHtml: rendered("## Stale"),
      bodyHtmlKey: siteMarkdown().renderKey,
    });
    expect(await projectRow(missing.id)).toMatchObject({
      bodyHtml: rendered("## Missing"),
      bodyHtmlKey: siteMarkdown().renderKey,
    });
    expect(await versionRow(stale.versionId!)).toMatchObject({
      changelogHtml: rendered("## Old changelog"),
      changelogHtmlKey: siteMarkdown().renderKey,
    });

    expect(await rerenderStaleMarkdown(db(), 2)).toEqual({ projects: 0, versions: 0 });
  });

  it("a page's read of stale HTML shows the current rendering and stores it", async () => {
    const target = await project({ withVersion: true });
    await updateProject(db(), target.owner.actor, target.id, { body: "## Current *rules*" });
    await db().project.update({
      where: { id: target.id },
      data: { bodyHtml: "<p>old rules</p>", bodyHtmlKey: "r0.old" },
    });
    await db().version.update({
      where: { id: target.versionId! },
      data: { changelog: "- item", changelogHtml: null, changelogHtmlKey: null },
    });

    expect(await projectDescriptionHtml(db(), await projectRow(target.id))).toBe(rendered("## Current *rules*"));
    expect(await projectRow(target.id)).toMatchObject({
      bodyHtml: rendered("## Current *rules*"),
      bodyHtmlKey: siteMarkdown().renderKey,
    });
    const changelogs = await versionChangelogHtml(db(), [{ id: target.versionId!, changelog: "- item" }]);
    expect(changelogs.get(target.versionId!)).toBe(rendered("- item"));
    expect((await versionRow(target.versionId!)).changelogHtmlKey).toBe(siteMarkdown().renderKey);
  });
});
