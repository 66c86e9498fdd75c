import { describe, expect, it } from "vitest";

import type { Actor } from "../../../core/src/auth";
import { setupTestDatabase } from "../../../../tests/setup/test-database";
import { setupRouteServer } from "../../../../tests/support/route-server";
import { signIn } from "../../../catalog/tests/session-cookie";
import { GET as exportCsv } from "../../src/server/http/export-csv";
import { addDays, dayOf } from "../../src/server/services/charts/ranges";
import { makeOrganization, makeProject, makeUser } from "../fixtures";
import { addDownloads, addLedger, BITS } from "./charts-support";

// GET /api/analytics/export.csv over a real socket with real sessions: the charts' access rules, the download
// headers and the rows.
const database = setupTestDatabase();
const db = () => database.db;
const site = setupRouteServer(exportCsv);
// The data sits on a fixed day and the assertions ask for fixed custom ranges: a `today` taken when the module
// loads would disagree with the route's own clock in a run that crosses midnight (or a month's end). The 1st of a
// month, so the range also crosses a month boundary (and February).
const DAY = "2026-03-01";
const THIRTY_DAYS = "range=custom&from=2026-01-31&to=2026-03-01";

async function get(actor: Actor | null, query: string) {
  const session = actor ? await signIn(db(), actor.userId) : null;
  try {
    return await fetch(`${site.origin}/api/analytics/export.csv?${query}`, {
      headers: session ? { cookie: session.cookie } : {},
    });
  } finally {
    await session?.revoke();
  }
}

async function world() {
  const [owner, analyst, plain, stranger, orgAnalyst, moderator, admin] = await Promise.all([
    makeUser(db()),
    makeUser(db()),
    makeUser(db()),
    makeUser(db()),
    makeUser(db()),
    makeUser(db(), "moderator"),
    makeUser(db(), "admin"),
  ]);
  const organization = await makeOrganization(db(), [
    { userId: owner.userId, owner: true },
    { userId: orgAnalyst.userId, permissions: BITS.VIEW_ANALYTICS },
  ]);
  const project = await makeProject(
    db(),
    [
      { userId: owner.userId, owner: true, permissions: 1023n },
      { userId: analyst.userId, permissions: BITS.VIEW_ANALYTICS },
      { userId: plain.userId, permissions: BITS.NONE },
    ],
    { name: "@Danger, Inc", organizationId: organization },
  );
  await addDownloads(db(), project, DAY, 42);
  await addLedger(db(), { userId: owner.userId, projectId: project, day: DAY, amountMinor: 199 });
  return { users: { owner, analyst, plain, stranger, orgAnalyst, moderator, admin }, project, organization };
}

describe("GET /api/analytics/export.csv", () => {
  it("follows the access matrix for a project", async () => {
    const { users, project } = await world();
    const cases: [string, Actor | null, number][] = [
      ["anonymous", null, 401],
      ["another user", users.stranger, 404],
      ["a member without VIEW_ANALYTICS", users.plain, 404],
      ["a member with VIEW_ANALYTICS", users.analyst, 200],
      ["an organization member with VIEW_ANALYTICS", users.orgAnalyst, 200],
      ["the owner", users.owner, 200],
      ["a moderator", users.moderator, 200],
      ["an admin", users.admin, 200],
    ];
    for (const [who, actor, status] of cases) {
      const response = await get(actor, `scope=project&id=${project}`);
      expect(response.status, who).toBe(status);
      await response.body?.cancel();
    }
  });

  it("sends an attachment with one row per day and project, the name neutralised", async () => {
    const { users, project } = await world();
    const response = await get(users.analyst, `scope=project&id=${project}&${THIRTY_DAYS}`);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="analytics-downloads-2026-01-31-2026-03-01.csv"',
    );
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe("day,project_id,project_slug,project_name,downloads");
    expect(lines).toHaveLength(31);
    expect(lines.at(-1)).toMatch(new RegExp(`^${DAY},${project},p[a-z0-9]+,"'@Danger, Inc",42$`));
  });

  it("defaults to the 30 days ending on the route's today, on either side of midnight", async () => {
    const { users, project } = await world();
    // The route reads the clock itself: its today is one of the days before and after the request.
    const before = dayOf(new Date());
    const response = await get(users.analyst, `scope=project&id=${project}`);
    const after = dayOf(new Date());
    const filename = response.headers.get("content-disposition") ?? "";
    expect([before, after].map((day) => `${addDays(day, -29)}-${day}.csv"`)).toContainEqual(
      filename.slice(-'YYYY-MM-DD-YYYY-MM-DD.csv"'.length),
    );
    expect((await response.text()).trim().split("\r\n")).toHaveLength(31);
  });

  it("exports revenue only with VIEW_PAYOUTS, in dollars", async () => {
    const { users, project } = await world();
    const refused = await get(users.analyst, `scope=project&id=${project}&metric=revenue`);
    expect(refused.status).toBe(403);
    await refused.body?.cancel();
    const allowed = await get(users.owner, `scope=project&id=${project}&metric=revenue&${THIRTY_DAYS}`);
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain(`${DAY},${project},`);
  });

  it("exports an organization's and the dashboard's projects", async () => {
    const { users, project, organization } = await world();
    const org = await get(users.orgAnalyst, `scope=organization&id=${organization}&${THIRTY_DAYS}`);
    expect(org.status).toBe(200);
    expect(await org.text()).toContain(`${DAY},${project},`);
    const refused = await get(users.stranger, `scope=organization&id=${organization}`);
    expect(refused.status).toBe(404);
    await refused.body?.cancel();
    for (const query of ["scope=organization&id=NoSuchOr", "scope=project&id=NoSuchPr"]) {
      const missing = await get(users.owner, query);
      expect(missing.status, query).toBe(404);
      await missing.body?.cancel();
    }
    const dashboard = await get(users.owner, `scope=dashboard&${THIRTY_DAYS}`);
    expect(await dashboard.text()).toContain(`${DAY},${project},`);
  });

  it("answers a bad query with a 400 that says what to change", async () => {
    const { users, project } = await world();
    const cases: [string, RegExp][] = [
      [`scope=project&id=${project}&range=custom&from=2026-02-01&to=2026-01-01`, /not be after/],
      [`scope=project&id=${project}&range=custom&from=2024-01-01&to=2026-01-01`, /at most 366 days/],
      [`scope=project&id=${project}&range=fortnight`, /Choose a range/],
      ["scope=project", /scope=project or organization with its id/],
      [`scope=project&id=${"x".repeat(100)}`, /scope=project or organization with its id/],
      // PostgreSQL refuses a NUL in text (22021): it must be a 400 here, never a 500 from the query.
      ["scope=project&id=%00", /scope=project or organization with its id/],
      ["scope=organization&id=abc%00defg", /scope=project or organization with its id/],
      ["scope=project&id=abc", /8 letters and digits/],
      ["scope=project&id=abcd%20efg", /8 letters and digits/],
      ["scope=organization&id=%C3%A9t%C3%A9-slug", /8 letters and digits/],
    ];
    for (const [query, message] of cases) {
      const response = await get(users.owner, query);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { description: string }).description, query).toMatch(message);
    }
  });
});
