import type { DbOrTx } from "@hopper/core/db";

import { projectThreadRef } from "@hopper/catalog/server";

import { threadNotFound } from "./refusals";

/**
 * The project's thread, created on first use with the project's `thread_id` as its id (every project has one:
 * set at creation, backfilled by the moderation migration). Safe to call concurrently and again: an existing row
 * is kept. Throws not_found for an unknown project.
 */
export async function ensureProjectThread(db: DbOrTx, projectId: string): Promise<{ id: string }> {
  const project = await projectThreadRef(db, { projectId });
  if (!project?.threadId) throw threadNotFound();
  await db.thread.createMany({
    data: [{ id: project.threadId, type: "project", projectId: project.id }],
    skipDuplicates: true,
  });
  return { id: project.threadId };
}
