import { describe, expect, it } from "vitest";

import type { Actor } from "../../../core/src/auth";
import { AppError } from "../../../core/src/errors";
import { setupTestDatabase } from "../../../../tests/setup/test-database";
import { analyticsProjects } from "../../src/server/services/charts/access";
import { loadChartView } from "../../src/server/services/charts/chart-view";
import { makeOrganization, makeProject, makeUser } from "../fixtures";
import { BITS } from "./charts-support";

// Who sees whose charts: VIEW_ANALYTICS through the project's team or the organization's team (catalog's
// projectAccess rules), staff any project they ask for; everyone else gets 'not found', never a hint it exists.
const database = setupTestDatabase();
const db = () => database.db;

async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

async function world() {
  const [owner, analyst, bookkeeper, plain, pending, stranger, orgAnalyst, orgPlain, moderator, admin] =
    await Promise.all([
      makeUser(db()),
      makeUser(db()),
      makeUser(db()),
      makeUser(db()),
      makeUser(db()),
      makeUser(db()),
      makeUser(db()),
      makeUser(db()),
      makeUser(db(), "moderator"),
      makeUser(db(), "admin"),
    ]);
  const project = await makeProject(
    db(),
    [
      { userId: owner.userId, owner: true, permissions: 1023n },
      { userId: analyst.userId, permissions: BITS.VIEW_ANALYTICS },
      { userId: bookkeeper.userId, permissions: BITS.BOTH },
      { userId: plain.userId, permissions: BITS.NONE },
      { userId: pending.userId, permissions: BITS.BOTH, accepted: false },
    ],
    { name: "A solo project" },
  );
  const organization = await makeOrganization(db(), [
    { userId: owner.userId, owner: true, permissions: 1023n },
    { userId: orgAnalyst.userId, permissions: BITS.VIEW_ANALYTICS },
    { userId: orgPlain.userId, permissions: BITS.NONE },
  ]);
  const orgProject = await makeProject(db(), [{ userId: owner.userId, owner: true, permissions: 1023n }], {
    name: "B organization project",
    organizationId: organization,
  });
  return {
    users: { owner, analyst, bookkeeper, plain, pending, stranger, orgAnalyst, orgPlain, moderator, admin },
    project,
    organization,
    orgProject,
  };
}

describe("analyticsProjects: one project (its settings tab)", () => {
  it("follows the access matrix", async () => {
    const { users, project } = await world();
    const cases: [string, Actor | null, "not_found" | { canViewRevenue: boolean }][] = [
      ["anonymous", null, "not_found"],
      ["another user", users.stranger, "not_found"],
      ["a member without VIEW_ANALYTICS", users.plain, "not_found"],
      ["an invited member who has not accepted", users.pending, "not_found"],
      ["a member with VIEW_ANALYTICS", users.analyst, { canViewRevenue: false }],
      ["a member with VIEW_ANALYTICS and VIEW_PAYOUTS", users.bookkeeper, { canViewRevenue: true }],
      ["the owner", users.owner, { canViewRevenue: true }],
      ["a moderator", users.moderator, { canViewRevenue: true }],
      ["an admin", users.admin, { canViewRevenue: true }],
    ];
    for (const [who, actor, expected] of cases) {
      const result = analyticsProjects(db(), actor, { projectIds: [project] });
      if (expected === "not_found") {
        expect((await refusalOf(result)).status, who).toBe(404);
      } else {
        expect(await result, who).toEqual([expect.objectContaining({ id: project, ...expected })]);
      }
    }
  });

  it("refuses the whole request when one of several ids is unknown or not the viewer's", async () => {
    const { users, project } = await world();
    const other = await world();
    expect((await refusalOf(analyticsProjects(db(), users.owner, { projectIds: [project, "NOPE1234"] }))).status).toBe(
      404,
    );
    expect(
      (await refusalOf(analyticsProjects(db(), users.owner, { projectIds: [project, other.project] }))).status,
    ).toBe(404);
  });
});

describe("analyticsProjects: an organization (its settings tab)", () => {
  it("follows the access matrix", async () => {
    const { users, organization, orgProject } = await world();
    const cases: [string, Actor | null, boolean][] = [
      ["anonymous", null, false],
      ["another user", users.stranger, false],
      ["a member of one of its projects only", users.analyst, false],
      ["an organization member without VIEW_ANALYTICS", users.orgPlain, false],
      ["an organization member with VIEW_ANALYTICS", users.orgAnalyst, true],
      ["its owner", users.owner, true],
      ["a moderator", users.moderator, true],
      ["an admin", users.admin, true],
    ];
    for (const [who, actor, sees] of cases) {
      const result = analyticsProjects(db(), actor, { organizationId: organization });
      if (!sees) expect((await refusalOf(result)).status, who).toBe(404);
      else
        expect(
          (await result).map((project) => project.id),
          who,
        ).toEqual([orgProject]);
    }
  });

  it("gives an organization member its project permissions on the organization's projects", async () => {
    const { users, orgProject } = await world();
    expect(await analyticsProjects(db(), users.orgAnalyst, { projectIds: [orgProject] })).toEqual([
      expect.objectContaining({ id: orgProject, canViewRevenue: false }),
    ]);
    expect((await refusalOf(analyticsProjects(db(), users.orgPlain, { projectIds: [orgProject] }))).status).toBe(404);
  });

  it("is not found for an unknown organization", async () => {
    const { users } = await world();
    expect((await refusalOf(analyticsProjects(db(), users.admin, { organizationId: "NOPE1234" }))).status).toBe(404);
  });
});

describe("analyticsProjects: the dashboard (all of the viewer's projects)", () => {
  it("lists the projects of the viewer's teams and organizations where they may see analytics, by name", async () => {
    const { users, project, orgProject } = await world();
    expect((await analyticsProjects(db(), users.owner)).map((row) => row.id)).toEqual([project, orgProject]);
    expect((await analyticsProjects(db(), users.analyst)).map((row) => row.id)).toEqual([project]);
    expect((await analyticsProjects(db(), users.orgAnalyst)).map((row) => row.id)).toEqual([orgProject]);
    for (const actor of [null, users.plain, users.pending, users.orgPlain, users.stranger]) {
      expect(await analyticsProjects(db(), actor)).toEqual([]);
    }
  });

  it("shows staff only their own projects there (others' they open by id)", async () => {
    const { users } = await world();
    expect(await analyticsProjects(db(), users.moderator)).toEqual([]);
    expect(await analyticsProjects(db(), users.admin)).toEqual([]);
  });

  it("reads the permissions of many projects in a fixed number of queries", async () => {
    const owner = await makeUser(db());
    for (let index = 0; index < 12; index++) {
      await makeProject(db(), [{ userId: owner.userId, permissions: BITS.VIEW_ANALYTICS }]);
    }
    let queries = 0;
    const counting = db().$extends({
      query: {
        $allOperations({ args, query }) {
          queries++;
          return query(args);
        },
      },
    });
    const projects = await analyticsProjects(counting as unknown as ReturnType<typeof db>, owner);
    expect(projects).toHaveLength(12);
    expect(queries).toBeLessThanOrEqual(2);
  });
});

describe("loadChartView: the revenue metric", () => {
  it("is offered and allowed only with VIEW_PAYOUTS or to staff", async () => {
    const { users, project } = await world();
    const scope = { kind: "project" as const, projectId: project };
    const analyst = await loadChartView(db(), users.analyst, scope, { range: "30d", metric: "downloads" });
    expect(analyst.metrics).toEqual(["downloads", "views"]);
    const refused = await refusalOf(loadChartView(db(), users.analyst, scope, { range: "30d", metric: "revenue" }));
    expect(refused.status).toBe(403);
    for (const actor of [users.bookkeeper, users.moderator, users.admin]) {
      const view = await loadChartView(db(), actor, scope, { range: "30d", metric: "revenue" });
      expect(view.metrics).toContain("revenue");
      expect(view.table.projects.map((row) => row.id)).toEqual([project]);
    }
  });

  it("charts revenue only for the projects whose payouts the viewer may see", async () => {
    const viewer = await makeUser(db());
    const mine = await makeProject(db(), [{ userId: viewer.userId, permissions: BITS.BOTH }], { name: "A" });
    const notMine = await makeProject(db(), [{ userId: viewer.userId, permissions: BITS.VIEW_ANALYTICS }], {
      name: "B",
    });
    const view = await loadChartView(db(), viewer, { kind: "dashboard" }, { range: "30d", metric: "revenue" });
    expect(view.projects.map((row) => row.id)).toEqual([mine, notMine]);
    expect(view.table.projects.map((row) => row.id)).toEqual([mine]);
  });
});
