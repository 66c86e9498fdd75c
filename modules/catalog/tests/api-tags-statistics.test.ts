import { describe, expect, it } from "vitest";

import { newId } from "../../core/src/db/ids";
import { setupApi } from "./api-project-fixtures";

const { database, call, user, project, addMember } = setupApi("api-tags");

describe("GET /v2/tag/{kind}", () => {
  it("answers every kind in the reference API's shape", async () => {
    const shapes: Record<string, (item: unknown) => boolean> = {
      category: (c) =>
        typeof c === "object" && c !== null && ["icon", "name", "project_type", "header"].every((k) => k in c),
      loader: (l) =>
        typeof l === "object" && l !== null && ["icon", "name", "supported_project_types"].every((k) => k in l),
      game_version: (g) =>
        typeof g === "object" && g !== null && ["version", "version_type", "date", "major"].every((k) => k in g),
      license: (l) => typeof l === "object" && l !== null && Object.keys(l).sort().join() === "name,short",
      donation_platform: (d) => typeof d === "object" && d !== null && Object.keys(d).sort().join() === "name,short",
      report_type: (r) => typeof r === "string",
      project_type: (p) => typeof p === "string",
      side_type: (s) => typeof s === "string",
    };
    for (const [kind, shape] of Object.entries(shapes)) {
      const { status, body, headers } = await call<unknown[]>(`/v2/tag/${kind}`);
      expect(status, kind).toBe(200);
      expect(body.length, kind).toBeGreaterThan(0);
      expect(body.every(shape), kind).toBe(true);
      expect(headers.get("cache-control")).toBe("public, max-age=3600");
    }
    expect((await call<string[]>("/v2/tag/side_type")).body).toEqual([
      "required",
      "optional",
      "unsupported",
      "unknown",
    ]);
    expect((await call<{ short: string }[]>("/v2/tag/donation_platform")).body.map((d) => d.short)).toContain("ko-fi");
    expect(await call("/v2/tag/nonsense")).toMatchObject({ status: 404, body: { error: "not_found" } });
  });

  it("answers a license's title and text by SPDX id, and 404 for an unknown one", async () => {
    const mit = await call<{ title: string; body: string }>("/v2/tag/license/MIT");
    expect(mit.status).toBe(200);
    expect(mit.body.title).toBe("MIT License");
    expect(mit.body.body).toContain("Permission is hereby granted, free of charge");
    expect((await call<{ title: string }>("/v2/tag/license/apache-2.0")).body.title).toBe("Apache License 2.0");
    expect((await call("/v2/tag/license/LicenseRef-All-Rights-Reserved")).body).toEqual({
      title: "All Rights Reserved",
      body: "All rights reserved unless explicitly stated.",
    });
    expect(await call("/v2/tag/license/Not-A-License")).toMatchObject({
      status: 404,
      body: { error: "not_found", description: "The requested license was not found." },
    });
  });
});

describe("GET /v2/statistics", () => {
  it("counts only what the public can see: public projects, their listed versions and files, accepted authors", async () => {
    const before = (await call<Record<string, number>>("/v2/statistics")).body;
    expect(Object.keys(before).sort()).toEqual(["authors", "files", "projects", "versions"]);

    const open = await project({ withVersion: true });
    const archived = await project({ status: "archived", withVersion: true });
    await project({ status: "draft", withVersion: true });
    await project({ status: "unlisted", withVersion: true });
    // The archived project shares its owner with the open one's team: one author, counted once.
    await addMember(open.teamId, archived.owner.id, 0n);
    const invited = await user();
    await addMember(open.teamId, invited.id, 0n, false);
    // A draft version of a public project does not count, nor do its files.
    await database.db.version.create({
      data: {
        id: newId(),
        projectId: open.id,
        authorId: open.owner.id,
        name: "draft",
        versionNumber: "2.0.0",
        status: "draft",
        files: {
          create: {
            id: newId(),
            filename: "d.jar",
            storageKey: "x",
            size: 1,
            sha1: "a".repeat(40),
            sha512: "b".repeat(128),
          },
        },
      },
    });

    const after = (await call<Record<string, number>>("/v2/statistics")).body;
    expect({
      projects: after.projects! - before.projects!,
      versions: after.versions! - before.versions!,
      files: after.files! - before.files!,
      authors: after.authors! - before.authors!,
    }).toEqual({ projects: 2, versions: 2, files: 2, authors: 2 });
  });
});

describe("/v2/openapi.json", () => {
  it("documents the project, team, tag and statistics routes with their query parameters and scopes", async () => {
    const { body } = await call<{
      paths: Record<string, Record<string, { parameters: { name: string; in: string }[]; "x-scope"?: string }>>;
    }>("/v2/openapi.json");
    const query = (path: string, method: string) =>
      body.paths[path]![method]!.parameters.filter((p) => p.in === "query").map((p) => p.name);
    expect(query("/v2/projects", "get")).toEqual(["ids"]);
    expect(query("/v2/projects_random", "get")).toEqual(["count"]);
    expect(query("/v2/teams", "get")).toEqual(["ids"]);
    expect(query("/v2/project/{id}/gallery", "post")).toEqual(["ext", "featured", "title", "description", "ordering"]);
    expect(query("/v2/project/{id}/gallery", "delete")).toEqual(["url"]);
    expect(query("/v2/project/{id}/icon", "patch")).toEqual(["ext"]);
    expect(body.paths["/v2/project"]!.post!["x-scope"]).toBe("PROJECT_CREATE");
    expect(body.paths["/v2/project/{id}"]!.delete!["x-scope"]).toBe("PROJECT_DELETE");
    expect(body.paths["/v2/project/{id}/follow"]!.post!["x-scope"]).toBe("USER_WRITE");
    expect(body.paths["/v2/team/{id}/owner"]!.patch!["x-scope"]).toBe("PROJECT_WRITE");
    for (const path of [
      "/v2/statistics",
      "/v2/tag/license/{id}",
      "/v2/project/{id}/check",
      "/v2/project/{id}/dependencies",
    ]) {
      expect(body.paths[path], path).toBeDefined();
    }
  });
});
