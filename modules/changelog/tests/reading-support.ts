import type { Db } from "../../core/src/db";
import { newId } from "../../core/src/db/ids";
import type { ChangelogProduct } from "../src/server/services/products";

/** A fixed "now" for the reading tests, far from any day boundary; entries after it are scheduled. */
export const NOW = new Date("2026-06-15T12:00:00Z");

/** Inserts an entry as the writing part would have stored it (the reading tests need no admin). */
export async function addEntry(
  db: Db,
  fields: { product: ChangelogProduct; at: string; version?: string; body?: string; authorId?: string },
) {
  return db.changelogEntry.create({
    data: {
      id: newId(),
      product: fields.product,
      publishedAt: new Date(fields.at),
      versionLabel: fields.version ?? null,
      body:
        fields.body ?? `## Added\n\n- Something for ${fields.product} at ${fields.at}\n\n## Improvements\n\n- Faster`,
      authorId: fields.authorId ?? null,
    },
  });
}
