import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { prepareImage, storeImage } from "@hopper/core/images";
import { sniffImageType } from "@hopper/core/storage";

import { getVisibleCollection } from "./collections";
import { problem, refusal } from "./refusals";
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
  if (bytes.byteLength > ICON_MAX_BYTES) throw refusal("payload_too_large", problem("iconTooLarge"));
  const kind = sniffImageType(bytes);
  if (!kind) {
    // The field's value "Type" is what REST clients have always read; the site shows the whole message.
    const refused = problem("iconType");
    throw new AppError("invalid_input", refused.text, { icon: "Type" }, refused.descriptor);
  }
  const { url } = await storeImage(`collection/${collection.id}`, await prepareImage(bytes, "icon"));
  await db.collection.update({ where: { id: collection.id }, data: { iconUrl: url, updatedAt: new Date() } });
  return url;
}
