import type { Actor } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { requireChangelogWriter } from "./access";
import { ENTRY_INCLUDE, entryView } from "./entry-view";
import type { EntryView } from "./entry-view";
import { parseOrRefuse } from "./parse-input";
import { entryInput } from "./write-input";
import type { EntryInput } from "./write-input";

/**
 * Writes an entry (admins). A publishedAt in the future schedules it: the reads only list entries whose time has
 * come, so it appears on its own at that time, with no job to run.
 */
export async function createEntry(db: DbOrTx, actor: Actor | null, input: EntryInput): Promise<EntryView> {
  const writer = requireChangelogWriter(actor);
  const entry = parseOrRefuse(entryInput, input);
  const row = await db.changelogEntry.create({
    data: { id: newId(), ...entry, authorId: writer.userId },
    include: ENTRY_INCLUDE,
  });
  return entryView(row);
}
