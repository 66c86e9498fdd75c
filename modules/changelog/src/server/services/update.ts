import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { requireChangelogWriter } from "./access";
import { entryNotFound } from "./admin-entries";
import { ENTRY_INCLUDE, entryView } from "./entry-view";
import type { EntryView } from "./entry-view";
import { parseOrRefuse } from "./parse-input";
import { entryIdInput, entryInput } from "./write-input";
import type { EntryInput } from "./write-input";

/**
 * Replaces an entry's product, time, label and body (admins). The author stays the one who wrote it; moving
 * publishedAt into the future takes a published entry off the public pages until then.
 */
export async function updateEntry(db: DbOrTx, actor: Actor | null, id: string, input: EntryInput): Promise<EntryView> {
  requireChangelogWriter(actor);
  const entryId = parseOrRefuse(entryIdInput, id);
  const entry = parseOrRefuse(entryInput, input);
  const { count } = await db.changelogEntry.updateMany({ where: { id: entryId }, data: entry });
  if (count === 0) throw entryNotFound();
  const row = await db.changelogEntry.findUnique({ where: { id: entryId }, include: ENTRY_INCLUDE });
  if (!row) throw entryNotFound();
  return entryView(row);
}
