import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { slugKey } from "../validation";

export const SLUG_TAKEN = "This URL is already used by another project.";

/** Refuses a slug another project has (as its slug, any case, or as its id). */
export async function assertSlugFree(db: DbOrTx, slug: string, exceptProjectId?: string): Promise<void> {
  const key = slugKey(slug);
  const clash = await db.project.findFirst({
    where: { OR: [{ slugKey: key }, { id: slug }], NOT: exceptProjectId ? { id: exceptProjectId } : undefined },
    select: { id: true },
  });
  if (clash) throw new AppError("conflict", SLUG_TAKEN, { slug: SLUG_TAKEN });
}
