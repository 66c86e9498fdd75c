import type { JobHandler } from "@hopper/core/module";

import { projectsChanged } from "../server/services/project-events";

/** A user was renamed: the projects they own show a new author, so they change for search. */
const handler: JobHandler<{ userId: string }> = async ({ userId }, { db }) => {
  const owned = await db.project.findMany({
    where: { team: { members: { some: { userId, isOwner: true, accepted: true } } } },
    select: { id: true },
  });
  await projectsChanged(
    db,
    owned.map((project) => project.id),
  );
};

export default handler;
