import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { requireChangelogWriter } from "./access";
import { entryNotFound } from "./admin-entries";
import { parseOrRefuse } from "./parse-input";
import { entryIdInput } from "./write-input";

/** Deletes an entry for good (admins); the pages ask for confirmation first. A second delete is a 404. */
export async function removeEntry(db: DbOrTx, actor: Actor | null, id: string): Promise<{ id: string }> {
  requireChangelogWriter(actor);
  const entryId = parseOrRefuse(entryIdInput, id);
  const { count } = await db.changelogEntry.deleteMany({ where: { id: entryId } });
  if (count === 0) throw entryNotFound();
  return { id: entryId };
}
