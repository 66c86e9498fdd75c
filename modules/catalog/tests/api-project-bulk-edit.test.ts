import { describe, expect, it } from "vitest";

import { newId } from "../../core/src/db/ids";
import { ProjectPermission } from "../src/server/services/permissions";
import { setupApi } from "./api-project-fixtures";

const { database, send, user, tokenFor, project, addMember, events } = setupApi("api-bulk");

const route = (...ids: string[]) => `/v2/projects?ids=${encodeURIComponent(JSON.stringify(ids))}`;
const state = async (id: string) => {
  const row = await database.db.project.findUniqueOrThrow({
    where: { id },
    include: { categories: { orderBy: { category: "asc" } }, donationLinks: { orderBy: { ordering: "asc" } } },
  });
  return {
    issues: row.issuesUrl,
    categories: row.categories.filter((c) => !c.additional).map((c) => c.category),
    additional: row.categories.filter((c) => c.additional).map((c) => c.category),
    donations: row.donationLinks.map((l) => `${l.platform} ${l.url}`),
  };
};

/** Two projects of one owner, with a helper member on both. */
async function pair(helperBits: bigint) {
  const first = await project();
  const second = await project();
  // Both teams share the first project's owner, so one token can edit both.
  await addMember(second.teamId, first.owner.id, ProjectPermission.EDIT_DETAILS);
  const helper = await user();
  await addMember(first.teamId, helper.id, helperBits);
  await addMember(second.teamId, helper.id, helperBits);
  for (const target of [first, second]) {
    await database.db.projectCategory.createMany({
      data: [
        { projectId: target.id, category: "utility" },
        { projectId: target.id, category: "magic", additional: true },
      ],
    });
    await database.db.projectDonationLink.create({
      data: { id: newId(), projectId: target.id, platform: "patreon", url: "https://patreon.com/old" },
    });
  }
  return { first, second, helper };
}

describe("PATCH /v2/projects?ids=", () => {
  it("replaces, adds and removes categories, donations and links on every project, and re-indexes them", async () => {
    const { first, second } = await pair(0n);
    await events.take();
    const response = await send("PATCH", route(first.id, second.slug), first.owner.token, {
      add_categories: ["storage"],
      remove_categories: ["utility"],
      additional_categories: ["food"],
      add_donation_urls: [{ id: "ko-fi", platform: "Ko-fi", url: "https://ko-fi.com/new" }],
      remove_donation_urls: [{ id: "patreon", platform: "Patreon", url: "https://patreon.com/old" }],
      issues_url: "https://example.com/issues",
    });
    expect(response.status).toBe(204);
    for (const target of [first, second]) {
      expect(await state(target.id)).toEqual({
        issues: "https://example.com/issues",
        categories: ["storage"],
        additional: ["food"],
        donations: ["ko-fi https://ko-fi.com/new"],
      });
    }
    expect(await events.take()).toEqual([first.id, second.id].sort());
  });

  it("is refused to anonymous, a token without PROJECT_WRITE, another user and a member without EDIT_DETAILS; staff may", async () => {
    const { first, second, helper } = await pair(ProjectPermission.EDIT_BODY);
    const edit = { issues_url: "https://example.com/bulk" };
    expect((await send("PATCH", route(first.id), undefined, edit)).status).toBe(401);
    const narrow = await tokenFor(first.owner.id, ["PROJECT_READ"]);
    expect(await send("PATCH", route(first.id), narrow, edit)).toMatchObject({
      status: 401,
      body: { description: "Authentication Error: the token does not have the PROJECT_WRITE scope" },
    });
    const other = await user();
    expect((await send("PATCH", route(first.id), other.token, edit)).status).toBe(403);
    expect(await send("PATCH", route(first.id, second.id), helper.token, edit)).toMatchObject({
      status: 403,
      body: { description: "You do not have permission to edit this project's details." },
    });
    // One project the caller may not edit fails the whole request.
    const mine = await project();
    expect((await send("PATCH", route(mine.id, first.id), mine.owner.token, edit)).status).toBe(403);
    for (const target of [first, second, mine]) expect((await state(target.id)).issues).toBeNull();

    const withFlag = await user();
    await addMember(first.teamId, withFlag.id, ProjectPermission.EDIT_DETAILS);
    expect((await send("PATCH", route(first.id), withFlag.token, edit)).status).toBe(204);
    for (const role of ["moderator", "admin"] as const) {
      const staff = await user(role);
      const url = `https://example.com/${role}`;
      expect((await send("PATCH", route(first.id, second.id), staff.token, { issues_url: url })).status).toBe(204);
      expect((await state(second.id)).issues).toBe(url);
    }
  });

  it("refuses bad input and hidden projects and changes nothing", async () => {
    const { first, second } = await pair(0n);
    const hidden = await project({ status: "draft" });
    const token = first.owner.token;
    await events.take();
    const cases: [string, unknown, number, string][] = [
      [
        route(first.id, second.id),
        { add_categories: ["nope"] },
        400,
        '"nope" is not a category for this project type.',
      ],
      [
        route(first.id, second.id),
        { add_categories: ["storage", "food", "mobs"] },
        400,
        "At most 3 categories can be featured.",
      ],
      [route(first.id, second.id), { issues_url: "not a url" }, 400, "issuesUrl must be a valid URL."],
      [route(first.id, hidden.id), { issues_url: "https://example.com/x" }, 404, "Project not found."],
      [route(first.id), { categories: "utility" }, 400, "categories: categories must be an array of strings."],
      [
        "/v2/projects?ids=first",
        { issues_url: "https://example.com/x" },
        400,
        'ids: ids must be a JSON array of strings, e.g. ["AABBCCDD"]',
      ],
    ];
    for (const [path, body, status, description] of cases) {
      expect(await send("PATCH", path, token, body)).toMatchObject({ status, body: { description } });
    }
    for (const target of [first, second]) {
      expect(await state(target.id)).toEqual({
        issues: null,
        categories: ["utility"],
        additional: ["magic"],
        donations: ["patreon https://patreon.com/old"],
      });
    }
    expect(await events.take()).toEqual([]);
  });
});
