import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { seededRandom } from "../../core/src/seeded-random";
import { apportion, dayPart, splitWeight } from "../src/server/services/revenue/apportion";
import { splitRevenueDay } from "../src/server/services/revenue/split";

// splitRevenueDay is one SQL statement with numeric arithmetic; apportion.ts is the readable reference. This file
// builds seeded random days in the real database (ties in project weights and member splits, zero weights, awkward
// float splits, organizations, pending invites, demonetized and hidden projects, pools that do not divide) and
// checks that EVERY ledger row the SQL writes is the one the reference computes from the same inputs. Ids are
// mixed-case base62 like production's, so a tie broken by the database collation instead of code-point order shows
// up; the second run re-collates the id columns to ICU English (what a cluster initialised under en_US gives) so
// it shows up even though the test cluster's own collation (C.UTF-8) happens to be code-point order.
const database = setupTestDatabase();
const db = () => database.db;

/** The paying statuses as the reference platform lists them (modrinth-facts §6.3), not imported from split.ts. */
const PAYING = ["approved", "unlisted", "archived", "withheld"];
const NOT_PAYING = ["private", "draft", "rejected", "processing", "scheduled", "unknown"];
/** Payout splits whose float products round awkwardly; the .5-millionth ones test Math.round's half-up. */
const SPLITS = [
  0.1,
  0.2,
  0.1 + 0.2,
  1 / 3,
  2 / 3,
  1e-7,
  5e-7,
  1.5e-6,
  2.5e-6,
  1.0000005,
  0.1234565,
  12345.6789,
  5000,
  100,
  1,
  0,
];
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

const used = new Set<string>();

/** A fresh 8-character id from the seeded generator; `twin` gives the same letters in swapped case when free. */
function makeId(next: () => number, twin?: string): string {
  if (twin) {
    const swapped = [...twin].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join("");
    if (!used.has(swapped)) {
      used.add(swapped);
      return swapped;
    }
  }
  for (;;) {
    let id = "";
    while (id.length < 8) id += ALPHABET[Math.floor(next() * 62)];
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}

interface Member {
  userId: string;
  split: number;
  accepted: boolean;
}
interface Project {
  id: string;
  status: string;
  monetization: string;
  organization: Member[] | null;
  members: Member[];
  views: number[];
  downloads: number[];
}
interface Scenario {
  day: string;
  poolMinor: bigint;
  countsViews: boolean;
  countsDownloads: boolean;
  projects: Project[];
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

/** Counts spread over a few rows (the SQL must sum rows); sometimes a row of 0. */
function spread(next: () => number, total: number): number[] {
  if (total === 0) return next() < 0.5 ? [] : [0];
  const rows = 1 + Math.floor(next() * 3);
  const parts: number[] = [];
  let left = total;
  for (let index = 1; index < rows && left > 1; index++) {
    const part = 1 + Math.floor(next() * (left - 1));
    parts.push(part);
    left -= part;
  }
  return [...parts, left];
}

function team(next: () => number, users: string[], size: number): Member[] {
  const chosen = [...users].sort(() => next() - 0.5).slice(0, size);
  const style = next();
  // Half the teams have every split equal (ties broken by user id) or all 0 (equal split).
  const same = pick(next, SPLITS);
  return chosen.map((userId) => ({
    userId,
    split: style < 0.5 ? same : pick(next, SPLITS),
    accepted: next() < 0.85,
  }));
}

function scenario(seed: number, month: string): Scenario {
  const next = seededRandom(seed);
  const users: string[] = [];
  const userCount = 3 + Math.floor(next() * 8);
  for (let index = 0; index < userCount; index++) {
    users.push(makeId(next, index > 0 && next() < 0.3 ? users[index - 1] : undefined));
  }
  const organizations = Array.from({ length: Math.floor(next() * 3) }, () =>
    team(next, users, 1 + Math.floor(next() * 4)),
  );
  const projects: Project[] = [];
  const projectCount = 2 + Math.floor(next() * 10);
  for (let index = 0; index < projectCount; index++) {
    const previous = projects[index - 1];
    const roll = next();
    let views: number;
    let downloads: number;
    if (previous && roll < 0.4) {
      // A tie: the same counts as an earlier project, so equal remainders and the ids decide.
      const earlier = pick(next, projects);
      views = earlier.views.reduce((a, b) => a + b, 0);
      downloads = earlier.downloads.reduce((a, b) => a + b, 0);
    } else if (roll < 0.55) {
      views = 0;
      downloads = 0;
    } else {
      const scale = pick(next, [3, 100, 1_000_000]);
      views = next() < 0.2 ? 0 : Math.floor(next() * scale);
      downloads = next() < 0.2 ? 0 : Math.floor(next() * scale);
    }
    const organization = organizations.length > 0 && next() < 0.35 ? pick(next, organizations) : null;
    const members = team(next, users, Math.floor(next() * 5));
    // Sometimes an organization member is also on the project team (accepted or only invited).
    if (organization && organization[0] && next() < 0.5 && !members.some((m) => m.userId === organization[0]!.userId)) {
      members.push({ userId: organization[0].userId, split: pick(next, SPLITS), accepted: next() < 0.5 });
    }
    const hidden = next();
    projects.push({
      id: makeId(next, previous && next() < 0.4 ? previous.id : undefined),
      status: hidden < 0.1 ? pick(next, NOT_PAYING) : pick(next, [...PAYING, "approved", "approved"]),
      monetization: hidden > 0.9 ? pick(next, ["demonetized", "force-demonetized"]) : "monetized",
      organization,
      members,
      views: spread(next, views),
      downloads: spread(next, downloads),
    });
  }
  const daysInMonth = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  const day = `${month}-${String(pick(next, [1, 2, daysInMonth, 1 + Math.floor(next() * daysInMonth)])).padStart(2, "0")}`;
  const modes = [
    [true, true],
    [true, false],
    [false, true],
  ] as const;
  const [countsViews, countsDownloads] = next() < 0.03 ? [false, false] : pick(next, modes);
  // Tiny pools make every cent a leftover decided by remainders and ids; big odd ones exercise numeric.
  const poolMinor = BigInt(
    pick(next, [0, 7, 31, 61, 1_000, 999_999_937, Math.floor(next() * 10_000_000_000), Number.MAX_SAFE_INTEGER]),
  );
  return { day, poolMinor, countsViews, countsDownloads, projects };
}

async function write(s: Scenario, tag: string) {
  const users = new Set<string>();
  for (const project of s.projects) {
    for (const member of [...project.members, ...(project.organization ?? [])]) users.add(member.userId);
  }
  const existing = new Set(
    (await db().user.findMany({ where: { id: { in: [...users] } }, select: { id: true } })).map((u) => u.id),
  );
  const fresh = [...users].filter((id) => !existing.has(id));
  await db().user.createMany({
    data: fresh.map((id, index) => ({ id, username: `eq${tag}u${index}`, usernameKey: `eq${tag}u${index}` })),
  });
  const teams = new Map<Member[], string>();
  const counter = seededRandom(tag.length * 1_000 + s.projects.length);
  const teamOf = (members: Member[]) => {
    let id = teams.get(members);
    if (!id) teams.set(members, (id = makeId(counter)));
    return id;
  };
  const organizations = new Map<Member[], string>();
  for (const project of s.projects) {
    if (project.organization && !organizations.has(project.organization)) {
      organizations.set(project.organization, makeId(counter));
    }
    teamOf(project.members);
    if (project.organization) teamOf(project.organization);
  }
  await db().team.createMany({ data: [...teams.values()].map((id) => ({ id })) });
  await db().teamMember.createMany({
    data: [...teams].flatMap(([members, teamId]) =>
      members.map((member, ordering) => ({
        id: makeId(counter),
        teamId,
        userId: member.userId,
        accepted: member.accepted,
        isOwner: ordering === 0,
        payoutsSplit: member.split,
        organizationPermissions: organizations.has(members) ? 0n : null,
        ordering,
      })),
    ),
  });
  await db().organization.createMany({
    data: [...organizations].map(([members, id], index) => ({
      id,
      slug: `o${tag}n${index}`,
      slugKey: `o${tag}n${index}`,
      name: id,
      teamId: teams.get(members)!,
    })),
  });
  await db().project.createMany({
    data: s.projects.map((project, index) => ({
      id: project.id,
      // Not from the id: case twins would clash on the lower-cased key.
      slug: `p${tag}n${index}`,
      slugKey: `p${tag}n${index}`,
      projectType: "mod",
      name: project.id,
      summary: "A project",
      teamId: teams.get(project.members)!,
      status: project.status,
      monetizationStatus: project.monetization,
      organizationId: project.organization ? organizations.get(project.organization)! : null,
    })),
  });
  const day = new Date(`${s.day}T00:00:00Z`);
  await db().viewDaily.createMany({
    data: s.projects.flatMap((project) =>
      project.views.map((count, index) => ({
        projectId: project.id,
        versionId: index === 0 ? "" : makeId(counter),
        day,
        country: pick(counter, ["US", "DE", "unknown"]),
        count,
      })),
    ),
  });
  await db().downloadDaily.createMany({
    data: s.projects.flatMap((project) =>
      project.downloads.map((count) => ({
        projectId: project.id,
        versionId: makeId(counter),
        day,
        kind: pick(counter, ["site", "app", "api"]),
        count,
      })),
    ),
  });
  await db().revenuePool.create({
    data: {
      month: new Date(`${s.day.slice(0, 7)}-01T00:00:00Z`),
      amountMinor: s.poolMinor,
      countsViews: s.countsViews,
      countsDownloads: s.countsDownloads,
    },
  });
}

/** Ties at the leftover cut decided by key, and how many of them code-point order and en collation disagree on. */
const ties = { decided: 0, collationSensitive: 0, memberDecided: 0 };

function noteTies(total: bigint, shares: { key: string; weight: bigint }[], counter: "decided" | "memberDecided") {
  if (shares.length < 2) return;
  const zero = shares.every((share) => share.weight <= 0n);
  const weights = shares.map((share) => (zero ? 1n : share.weight));
  const sum = weights.reduce((a, b) => a + b, 0n);
  const parts = shares.map((share, index) => ({ key: share.key, remainder: (total * weights[index]!) % sum }));
  const left = Number(parts.reduce((a, p) => a + p.remainder, 0n) / sum);
  const order = parts.sort((a, b) =>
    a.remainder !== b.remainder ? (a.remainder > b.remainder ? -1 : 1) : a.key < b.key ? -1 : 1,
  );
  const [last, first] = [order[left - 1], order[left]];
  if (left > 0 && last && first && last.remainder === first.remainder) {
    ties[counter]++;
    if (last.key.localeCompare(first.key, "en") > 0) ties.collationSensitive++;
  }
}

/** What apportion.ts says the day's ledger is: "project user amount" lines, sorted. */
function expected(s: Scenario) {
  const days = new Date(Date.UTC(Number(s.day.slice(0, 4)), Number(s.day.slice(5, 7)), 0)).getUTCDate();
  const part = dayPart(s.poolMinor, days, Number(s.day.slice(8, 10)));
  const weightOf = (p: Project) =>
    BigInt(
      (s.countsViews ? p.views.reduce((a, b) => a + b, 0) : 0) +
        (s.countsDownloads ? p.downloads.reduce((a, b) => a + b, 0) : 0),
    );
  const paid = s.projects.filter(
    (p) => p.monetization === "monetized" && PAYING.includes(p.status) && weightOf(p) > 0n,
  );
  const projectShares = paid.map((p) => ({ key: p.id, weight: weightOf(p) }));
  noteTies(part, projectShares, "decided");
  const rows: string[] = [];
  for (const share of apportion(part, projectShares)) {
    if (share.amount <= 0n) continue;
    const project = paid.find((p) => p.id === share.key)!;
    const onTeam = new Set(project.members.filter((m) => m.accepted).map((m) => m.userId));
    const members = [
      ...project.members.filter((m) => m.accepted),
      ...(project.organization ?? []).filter((m) => m.accepted && !onTeam.has(m.userId)),
    ];
    const memberShares = members.map((m) => ({ key: m.userId, weight: splitWeight(m.split) }));
    noteTies(share.amount, memberShares, "memberDecided");
    for (const member of apportion(share.amount, memberShares)) {
      if (member.amount > 0n) rows.push(`${project.id} ${member.key} ${member.amount}`);
    }
  }
  const weight = paid.reduce((a, p) => a + weightOf(p), 0n);
  return { part, rows: rows.sort(), weight, projectCount: paid.length };
}

async function check(seed: number, month: string, tag: string) {
  const s = scenario(seed, month);
  await write(s, tag);
  const want = expected(s);
  const result = await splitRevenueDay(db(), s.day, new Date("2100-01-01T00:00:00Z"));
  const rows = await db().revenueEntry.findMany({ where: { kind: "earning", day: new Date(`${s.day}T00:00:00Z`) } });
  const got = rows.map((row) => `${row.projectId} ${row.userId} ${row.amountMinor}`).sort();
  const label = `seed ${seed} (${tag}, ${s.day})`;
  expect(got, label).toEqual(want.rows);
  const distributed = want.rows.reduce((a, row) => a + BigInt(row.split(" ")[2]!), 0n);
  expect(result, label).toEqual({
    day: s.day,
    split: true,
    poolMinor: Number(want.part),
    distributedMinor: Number(distributed),
    projectCount: want.projectCount,
    entryCount: want.rows.length,
  });
  const recorded = await db().revenueDay.findUniqueOrThrow({ where: { day: new Date(`${s.day}T00:00:00Z`) } });
  expect(recorded, label).toMatchObject({ poolMinor: want.part, distributedMinor: distributed, weight: want.weight });
  // Idempotent: a second run writes nothing.
  expect((await splitRevenueDay(db(), s.day, new Date("2100-01-01T00:00:00Z"))).split, label).toBe(false);
  expect(await db().revenueEntry.count({ where: { kind: "earning", day: new Date(`${s.day}T00:00:00Z`) } })).toBe(
    rows.length,
  );
}

/** Fixed seeds: 40 days per collation, each its own month (a pool is per month, a split per day). */
const SEEDS = Array.from({ length: 40 }, (_, index) => 1_000 + index * 7_919);
const monthOf = (year: number, index: number) =>
  `${year + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;

describe("splitRevenueDay equals apportion.ts, row for row", () => {
  it("under the cluster's own collation", async () => {
    for (const [index, seed] of SEEDS.entries()) await check(seed, monthOf(2001, index), `a${index}`);
    // The generator must keep producing the cases this file is for.
    expect(ties.decided).toBeGreaterThan(5);
    expect(ties.memberDecided).toBeGreaterThan(5);
  });

  it("with the id columns collated as English (case-insensitive first), ties still go by code point", async () => {
    const [icu] = await db().$queryRaw<{ ok: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'en-x-icu') AS ok`;
    // Every PostgreSQL built with ICU (the embedded one is) has it; a cluster without ICU cannot run this case.
    expect(icu?.ok, "this case needs an ICU-enabled PostgreSQL").toBe(true);
    for (const [table, column] of [
      ["view_daily", "project_id"],
      ["download_daily", "project_id"],
      ["team_members", "user_id"],
    ] as const) {
      await db().$executeRawUnsafe(`ALTER TABLE ${table} ALTER COLUMN ${column} TYPE varchar(8) COLLATE "en-x-icu"`);
    }
    const [probe] = await db().$queryRaw<{ linguistic: boolean }[]>`
      SELECT (SELECT project_id FROM (VALUES ('a'::varchar COLLATE "en-x-icu"), ('B')) v(project_id)
        ORDER BY project_id LIMIT 1) = 'a' AS linguistic`;
    expect(probe?.linguistic).toBe(true);
    const before = ties.collationSensitive;
    for (const [index, seed] of SEEDS.entries()) await check(seed + 1, monthOf(2011, index), `b${index}`);
    // Some ties were between ids that English collation orders the other way round, so a collation bug fails here.
    expect(ties.collationSensitive - before).toBeGreaterThan(3);
  });
});
