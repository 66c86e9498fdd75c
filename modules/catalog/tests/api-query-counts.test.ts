import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PrismaClient } from "../../core/src/db/generated/client";
import { newId } from "../../core/src/db/ids";
import { setupApi } from "./api-project-fixtures";

const { database, call, user, project, addMember } = setupApi("api-queries");

// The API's process-wide client is replaced by one that counts the SQL statements it sends, so the test can
// show that the bulk reads cost the same number of queries for 2 items as for 20 (no query per row).
const holder = globalThis as unknown as { hopperDb?: PrismaClient };
let queries = 0;
let counting: { $disconnect(): Promise<void> } | undefined;

beforeAll(() => {
  const client = new PrismaClient({
    adapter: new PrismaPg({ connectionString: database.url, max: 5 }),
    log: [{ level: "query", emit: "event" }],
  });
  client.$on("query", (event) => {
    // The API's shared rate limit syncs its counts on a timer through the same client (rate-limit/shared-window.ts):
    // a sync landing during a request is not that request's cost.
    if (event.query.includes("rate_limit_buckets")) return;
    queries += 1;
    if (process.env.SHOW_QUERIES) console.log(queries, event.query.slice(0, 160));
  });
  holder.hopperDb = client as unknown as PrismaClient;
  counting = client;
});

afterAll(async () => {
  holder.hopperDb = undefined;
  await counting?.$disconnect();
});

async function queriesOf(route: string, token?: string) {
  const before = queries;
  const response = await call(route, { token });
  expect(response.status, route).toBe(200);
  return queries - before;
}

/** Projects with a version, two categories, a gallery image, a donation link and an extra member each. */
async function projects(count: number) {
  const made = [];
  for (let i = 0; i < count; i += 1) {
    const target = await project({ withVersion: true });
    await database.db.projectCategory.createMany({
      data: [
        { projectId: target.id, category: "utility" },
        { projectId: target.id, category: "magic", additional: true },
      ],
    });
    await database.db.galleryImage.create({
      data: { id: newId(), projectId: target.id, url: "/cdn/x.png", rawUrl: "/cdn/x.png" },
    });
    await database.db.projectDonationLink.create({
      data: { id: newId(), projectId: target.id, platform: "other", url: "https://example.com" },
    });
    const helper = await user();
    await addMember(target.teamId, helper.id, 1n);
    made.push(target);
  }
  return made;
}

describe("bulk reads cost a fixed number of queries", () => {
  it("GET /v2/projects and GET /v2/teams", async () => {
    const few = await projects(2);
    const many = await projects(20);
    const reader = await user("moderator");
    // The token's first use stamps its last-use time (once a minute): not a cost of the endpoint.
    await queriesOf("/v2/tag/project_type", reader.token);
    const ids = (list: typeof few, key: "id" | "teamId") => encodeURIComponent(JSON.stringify(list.map((p) => p[key])));
    for (const token of [undefined, reader.token]) {
      expect(await queriesOf(`/v2/projects?ids=${ids(many, "id")}`, token)).toBe(
        await queriesOf(`/v2/projects?ids=${ids(few, "id")}`, token),
      );
      expect(await queriesOf(`/v2/teams?ids=${ids(many, "teamId")}`, token)).toBe(
        await queriesOf(`/v2/teams?ids=${ids(few, "teamId")}`, token),
      );
    }
  });

  it("GET /v2/project/{id}/dependencies and GET /v2/statistics", async () => {
    const [pack] = await projects(1);
    const libraries = await projects(12);
    const dependOn = async (list: typeof libraries) => {
      await database.db.dependency.deleteMany({ where: { versionId: pack!.versionId! } });
      await database.db.dependency.createMany({
        data: list.map((library) => ({
          id: newId(),
          versionId: pack!.versionId!,
          dependencyType: "required",
          dependencyVersionId: library.versionId,
        })),
      });
    };
    await dependOn(libraries.slice(0, 2));
    const few = await queriesOf(`/v2/project/${pack!.id}/dependencies`);
    await dependOn(libraries);
    expect(await queriesOf(`/v2/project/${pack!.id}/dependencies`)).toBe(few);

    const statistics = await queriesOf("/v2/statistics");
    await projects(5);
    expect(await queriesOf("/v2/statistics")).toBe(statistics);
    expect(statistics).toBeLessThanOrEqual(4);
  });

  it("GET /v2/project/{id|slug} of a public project is one statement, with every relation in the body", async () => {
    const [target] = await projects(1);
    const row = await database.db.project.findUniqueOrThrow({ where: { id: target!.id } });
    for (const address of [row.id, row.slug.toUpperCase()]) {
      const before = queries;
      const { status, body } = await call(`/v2/project/${address}`);
      expect(status).toBe(200);
      expect(queries - before).toBe(1);
      expect(body).toMatchObject({
        id: row.id,
        categories: ["utility"],
        additional_categories: ["magic"],
        versions: [target!.versionId],
        donation_urls: [{ id: "other", url: "https://example.com" }],
        gallery: [{ url: expect.stringMatching(/\/cdn\/x\.png$/), featured: false }],
      });
    }
  });
});
