import { eachPage } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";
import { reencodeStoredIcon } from "@hopper/core/images";

import { ICON_MAX_BYTES } from "./rules";

/** What one pass did: icons converted, and those left as they are (not in our storage, an SVG, damaged). */
export interface CollectionIconReencodeReport {
  icons: number;
  skipped: number;
}

/**
 * Gives collection icons uploaded before re-encoding existed their WebP and thumbnails under `collection/{id}`
 * (docs/storage.md "Images"). Collections are read by primary key in pages; one is updated only while it still
 * shows the old icon (an upload in between wins), so a pass is safe to repeat and one cut short is finished by
 * the next. `updatedAt` stays: the owner changed nothing, the picture is the same. The old file stays.
 */
export async function reencodeOldCollectionIcons(db: DbOrTx): Promise<CollectionIconReencodeReport> {
  const report: CollectionIconReencodeReport = { icons: 0, skipped: 0 };
  await eachPage(
    (after, take) =>
      db.collection.findMany({
        where: { iconUrl: { not: null }, NOT: { iconUrl: { endsWith: ".icon.webp" } }, ...after },
        select: { id: true, iconUrl: true, updatedAt: true },
        orderBy: { id: "asc" },
        take,
      }),
    async (collection) => {
      const url = await reencodeStoredIcon(collection.iconUrl, `collection/${collection.id}`, ICON_MAX_BYTES);
      if (!url) {
        report.skipped += 1;
        return;
      }
      const updated = await db.collection.updateMany({
        where: { id: collection.id, iconUrl: collection.iconUrl },
        // Given, or Prisma's @updatedAt would move it.
        data: { iconUrl: url, updatedAt: collection.updatedAt },
      });
      report.icons += updated.count;
    },
  );
  return report;
}
