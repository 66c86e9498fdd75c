import { eachPage } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";
import { reencodeStoredIcon } from "@hopper/core/images";

import { AVATAR_MAX_BYTES } from "./profile";

/** What one pass did: avatars converted, and those left as they are (a provider's address, an SVG, damaged). */
export interface AvatarReencodeReport {
  avatars: number;
  skipped: number;
}

/**
 * Gives avatars uploaded before re-encoding existed their WebP and thumbnails under `user/{id}` (docs/storage.md
 * "Images"). Users are read by primary key in pages; a user is updated only while they still show the old
 * avatar (one uploaded in between wins), so a pass is safe to repeat and a pass cut short is finished by the
 * next. The old file stays.
 */
export async function reencodeOldAvatars(db: DbOrTx): Promise<AvatarReencodeReport> {
  const report: AvatarReencodeReport = { avatars: 0, skipped: 0 };
  await eachPage(
    (after, take) =>
      db.user.findMany({
        where: { avatarUrl: { not: null }, NOT: { avatarUrl: { endsWith: ".icon.webp" } }, ...after },
        select: { id: true, avatarUrl: true },
        orderBy: { id: "asc" },
        take,
      }),
    async (user) => {
      const url = await reencodeStoredIcon(user.avatarUrl, `user/${user.id}`, AVATAR_MAX_BYTES);
      if (!url) {
        report.skipped += 1;
        return;
      }
      const updated = await db.user.updateMany({
        where: { id: user.id, avatarUrl: user.avatarUrl },
        data: { avatarUrl: url },
      });
      report.avatars += updated.count;
    },
  );
  return report;
}
