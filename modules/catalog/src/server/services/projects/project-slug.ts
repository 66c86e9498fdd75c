import type { DbOrTx } from "@hopper/core/db";
import { problem, refusal } from "../refusals";
import { slugKey } from "../validation";

export const SLUG_TAKEN = problem("slugTaken").text;

/** Refuses a slug another project has (as its slug, any case, or as its id). */
export async function assertSlugFree(db: DbOrTx, slug: string, exceptProjectId?: string): Promise<void> {
  const key = slugKey(slug);
  const clash = await db.project.findFirst({
    where: { OR: [{ slugKey: key }, { id: slug }], NOT: exceptProjectId ? { id: exceptProjectId } : undefined },
    select: { id: true },
  });
  if (clash) throw refusal("conflict", problem("slugTaken"), "slug");
}
