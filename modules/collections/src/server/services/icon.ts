import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { prepareImage, storeImage } from "@hopper/core/images";
import { sniffImageType } from "@hopper/core/storage";

import { getVisibleCollection } from "./collections";
import { ICON_MAX_BYTES, requireEditor } from "./rules";

/**
 * Sets (bytes) or removes (null) a collection's icon: PNG, JPEG, GIF or WebP by content, at most 256 KiB, stored
 * re-encoded as WebP with its thumbnails (`collection/{id}/{sha1}.icon.webp`, see @hopper/core/images), named by
 * the upload's hash so caches never serve an old one.
 */
export async function setCollectionIcon(db: DbOrTx, actor: Actor | null, id: string, bytes: Uint8Array | null) {
  const collection = await getVisibleCollection(db, actor, id);
  requireEditor(actor, collection, "edit");
  if (bytes === null) {
    await db.collection.update({ where: { id: collection.id }, data: { iconUrl: null, updatedAt: new Date() } });
    return null;
  }
  if (bytes.byteLength > ICON_MAX_BYTES) throw new AppError("payload_too_large", "Icons must be at most 256 KiB.");
  const kind = sniffImageType(bytes);
  if (!kind) throw new AppError("invalid_input", "Icons must be PNG, JPEG, GIF or WebP images.", { icon: "Type" });
  const { url } = await storeImage(`collection/${collection.id}`, await prepareImage(bytes, "icon"));
  await db.collection.update({ where: { id: collection.id }, data: { iconUrl: url, updatedAt: new Date() } });
  return url;
}
