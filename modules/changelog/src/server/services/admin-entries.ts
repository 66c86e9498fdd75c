import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { notFound } from "@hopper/core/errors";

import { requireChangelogWriter } from "./access";
import { ENTRY_INCLUDE, entryView } from "./entry-view";
import type { EntryView } from "./entry-view";
import { parseOrRefuse } from "./parse-input";
import { entryIdInput } from "./write-input";

export const ADMIN_PAGE_SIZE = 25;

export const entryNotFound = () => notFound("There is no changelog entry with this id.");

/** An entry as the admin list and edit form see it: scheduled ones (publishedAt after now) are marked. */
export type AdminEntryView = EntryView & { scheduled: boolean };

const admin = (view: EntryView, now: Date): AdminEntryView => ({ ...view, scheduled: view.publishedAt > now });

/** Every entry, scheduled ones included, newest (latest publishedAt) first, one page of them (admins). */
export async function listAllEntries(
  db: DbOrTx,
  actor: Actor | null,
  options: { page?: number; now?: Date } = {},
): Promise<{ entries: AdminEntryView[]; total: number; page: number; pages: number }> {
  requireChangelogWriter(actor);
  const now = options.now ?? new Date();
  const page = Number.isSafeInteger(options.page) && (options.page ?? 0) > 0 ? (options.page as number) : 1;
  const [rows, total] = await Promise.all([
    db.changelogEntry.findMany({
      orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * ADMIN_PAGE_SIZE,
      take: ADMIN_PAGE_SIZE,
      include: ENTRY_INCLUDE,
    }),
    db.changelogEntry.count(),
  ]);
  const entries = rows.map((row) => admin(entryView(row), now));
  return { entries, total, page, pages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
}

/** One entry, whether published or scheduled, for the edit form (admins); 404 when there is none. */
export async function getEntry(
  db: DbOrTx,
  actor: Actor | null,
  id: string,
  now: Date = new Date(),
): Promise<AdminEntryView> {
  requireChangelogWriter(actor);
  const entryId = parseOrRefuse(entryIdInput, id);
  const row = await db.changelogEntry.findUnique({ where: { id: entryId }, include: ENTRY_INCLUDE });
  if (!row) throw entryNotFound();
  return admin(entryView(row), now);
}
