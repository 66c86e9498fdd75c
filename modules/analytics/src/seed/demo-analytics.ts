import type { Db } from "@hopper/core/db";

import { demoDays } from "./demo-days";
import { seedDemoRevenue } from "./demo-revenue";
import { seedDemoTraffic } from "./demo-traffic";

/**
 * demo-creator's analytics as of `now` (docs/analytics.md "Demo data"): the traffic of every project it is an
 * accepted member of, then the revenue it earns. Returns the launcher's report lines (none when nothing was added).
 */
export async function seedDemoAnalytics(db: Db, now: Date): Promise<string[]> {
  const creator = await db.user.findUnique({
    where: { usernameKey: "demo-creator" },
    select: { id: true, role: true },
  });
  if (!creator) return [];
  const projects = await db.project.findMany({
    where: { team: { members: { some: { userId: creator.id, accepted: true } } } },
    select: { id: true, versions: { select: { id: true }, orderBy: { datePublished: "asc" } } },
    orderBy: { id: "asc" },
  });
  const days = demoDays(now);
  const rows = await seedDemoTraffic(db, projects, now);
  const revenue = await seedDemoRevenue(db, { userId: creator.id, role: creator.role }, days, now);
  if (rows + revenue.pools + revenue.days === 0 && !revenue.transfer) return [];
  return [
    `analytics   demo-creator's ${projects.length} projects: ${rows} view/download rows, ${revenue.pools} pools, ` +
      `${revenue.days} days split${revenue.transfer ? ", a paid transfer" : ""}`,
  ];
}
