import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { prepareImage, storeImage } from "@hopper/core/images";
import { sniffImageType } from "@hopper/core/storage";

import { manageableApp } from "./app-access";
import { APP_ICON_MAX_BYTES } from "./app-rules";
import { problem, refusal } from "./refusals";

/**
 * Sets (bytes) or removes (null) an app's icon (its owner only): PNG, JPEG, GIF or WebP by content, at most
 * 256 KiB, re-encoded and stored by core's image store (`oauth-app/{id}/{sha1}.icon.webp`) as a collection's icon is,
 * named by the upload's hash so caches never serve an old one. Answers the icon's URL.
 */
export async function setAppIcon(db: DbOrTx, actor: Actor | null, appId: string, bytes: Uint8Array | null) {
  const app = await manageableApp(db, actor, appId, "edit");
  if (bytes === null) {
    await db.oAuthApp.update({ where: { id: app.id }, data: { iconUrl: null }, select: { id: true } });
    return null;
  }
  if (bytes.byteLength > APP_ICON_MAX_BYTES) throw refusal("payload_too_large", problem("iconTooLarge"), "icon");
  if (!sniffImageType(bytes)) {
    const refused = problem("iconType");
    throw new AppError(
      "invalid_input",
      refused.text,
      { icon: refused.text },
      { ...refused.descriptor, fields: { icon: refused.descriptor } },
    );
  }
  const { url } = await storeImage(`oauth-app/${app.id}`, await prepareImage(bytes, "icon"));
  await db.oAuthApp.update({ where: { id: app.id }, data: { iconUrl: url }, select: { id: true } });
  return url;
}
