import { describe, expect, it } from "vitest";

import { recordDownload, rollUpDownloads } from "../src/server/services/downloads/downloads";
import { setupApi } from "./api-project-fixtures";
import { VALID_FILES } from "./archives";

// The changes a search hit shows must publish catalog.project-changed (search re-indexes on it): the download
// roll-up (downloads) and a new version over the public API (loaders, game versions, latest version).

const { database, api, project, user, events } = setupApi("search-events-triggers");

function versionForm(projectId: string, loaders: string[], gameVersions: string[], bytes: Uint8Array) {
  const form = new FormData();
  form.set(
    "data",
    JSON.stringify({
      project_id: projectId,
      version_number: "2.0.0",
      loaders,
      game_versions: gameVersions,
      file_parts: ["main"],
    }),
  );
  form.set("main", new Blob([Buffer.from(bytes)]), "main.jar");
  return form;
}

describe("catalog.project-changed for search", () => {
  it("is published by the download roll-up for exactly the projects whose totals grew", async () => {
    const downloaded = await project({ withVersion: true });
    const other = await project({ withVersion: true });
    await project({ withVersion: true }); // no downloads: not in the event
    for (const ip of ["192.0.2.1", "192.0.2.2"]) {
      await recordDownload(database.db, { projectId: downloaded.id, versionId: downloaded.versionId!, ip });
    }
    await recordDownload(database.db, { projectId: other.id, versionId: other.versionId!, ip: "192.0.2.3" });
    await events.take();

    expect(await rollUpDownloads(database.db)).toBe(3);
    expect(await events.take()).toEqual([downloaded.id, other.id].sort());
    // Nothing left to roll up: no totals changed, no event.
    expect(await rollUpDownloads(database.db)).toBe(0);
    expect(await events.take()).toEqual([]);
  });

  it("is published when POST /v2/version adds a version, and not when the upload is refused", async () => {
    const target = await project({ withVersion: true });
    const stranger = await user();
    await events.take();

    const refused = await api.json("/v2/version", {
      method: "POST",
      token: stranger.token,
      ip: "198.51.100.31",
      body: versionForm(target.id, ["quilt"], ["1.21"], VALID_FILES.quilt.bytes()),
    });
    expect(refused.status).toBe(403);
    expect(await events.take()).toEqual([]);

    const created = await api.json<{ project_id: string }>("/v2/version", {
      method: "POST",
      token: target.owner.token,
      ip: "198.51.100.32",
      body: versionForm(target.id, ["quilt"], ["1.21"], VALID_FILES.quilt.bytes()),
    });
    expect(created.status).toBe(200);
    expect(created.body.project_id).toBe(target.id);
    expect(await events.take()).toEqual([target.id]);
  });
});
