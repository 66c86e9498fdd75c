import { userProjectSummary } from "@hopper/catalog/server";
import type { SeedHandler } from "@hopper/core/module";

import { createCollection, updateCollection } from "./server/services/collections";

/** Demo collections of the demo creator: a listed one with some public projects and a private one. */
const seed: SeedHandler = async ({ db, report }) => {
  const creator = await db.user.findUnique({ where: { usernameKey: "demo-creator" } });
  if (!creator) return;
  const actor = { userId: creator.id, role: creator.role };
  const { projects } = await userProjectSummary(db, null, creator.id);
  const picks = projects.slice(0, 4).map((project) => project.id);
  await createCollection(db, actor, {
    name: "Creator's picks",
    description: "A few favourites from the demo catalogue",
    projects: picks,
  });
  const ideas = await createCollection(db, actor, { name: "Ideas for later", projects: picks.slice(0, 1) });
  await updateCollection(db, actor, ideas.id, { status: "private" });
  report("collections 2 demo collections of demo-creator (one private)");
};

export default seed;
