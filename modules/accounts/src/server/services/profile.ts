import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { prepareImage, storeImage } from "@hopper/core/images";
import { publishEvent } from "@hopper/core/jobs";
import { sniffImageType } from "@hopper/core/storage";

import { usernameKey, validateUsername } from "./usernames";
import { fieldError } from "./field-error";
import { problem } from "./refusals";

/**
 * Published in the renaming transaction: other modules show usernames they keep copies of (the catalogue's
 * search hits name a project's owner as its author) and refresh them. Payload `{ userId }`.
 */
export const USER_RENAMED = "accounts.user-renamed";

export const BIO_MAX = 160;
export const AVATAR_MAX_BYTES = 256 * 1024;
export const AVATAR_TOO_LARGE = problem("avatarTooLarge").text;

export async function updateProfile(db: DbOrTx, input: { userId: string; username: string; bio: string }) {
  const username = validateUsername(input.username);
  const bio = input.bio.trim();
  if (bio.length > BIO_MAX) throw fieldError("invalid_input", "bio", problem("bioLength", { max: String(BIO_MAX) }));
  const key = usernameKey(username);
  const taken = await db.user.findFirst({
    where: { usernameKey: key, NOT: { id: input.userId } },
    select: { id: true },
  });
  if (taken) throw fieldError("conflict", "username", problem("usernameTaken"));
  const before = await db.user.findUnique({ where: { id: input.userId }, select: { username: true } });
  await db.user.update({ where: { id: input.userId }, data: { username, usernameKey: key, bio: bio || null } });
  if (before && before.username !== username) await publishEvent(USER_RENAMED, { userId: input.userId }, { tx: db });
}

/**
 * Stores an avatar re-encoded as WebP with its thumbnails (`user/{id}/{sha1}.icon.webp`, see
 * @hopper/core/images), named by the upload's hash so caches never serve an old one, and returns its URL.
 */
export async function setAvatar(db: DbOrTx, userId: string, bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength === 0) throw fieldError("invalid_input", "avatar", problem("avatarMissing"));
  if (bytes.byteLength > AVATAR_MAX_BYTES) {
    throw fieldError("payload_too_large", "avatar", problem("avatarTooLarge"));
  }
  const kind = sniffImageType(bytes);
  if (!kind) throw fieldError("invalid_input", "avatar", problem("avatarType"));
  let image;
  try {
    image = await prepareImage(bytes, "icon");
  } catch (error) {
    // The same sentence, attached to the form's field.
    if (error instanceof AppError) throw fieldError(error.code, "avatar", error.message);
    throw error;
  }
  const { url } = await storeImage(`user/${userId}`, image);
  await db.user.update({ where: { id: userId }, data: { avatarUrl: url } });
  return url;
}

export async function removeAvatar(db: DbOrTx, userId: string) {
  await db.user.update({ where: { id: userId }, data: { avatarUrl: null } });
}

/** The public profile by id or username (case-insensitive), or null. */
export function findPublicProfile(db: DbOrTx, idOrName: string) {
  return db.user.findFirst({
    where: { OR: [{ id: idOrName }, { usernameKey: idOrName.toLowerCase() }] },
    select: { id: true, username: true, bio: true, avatarUrl: true, role: true, createdAt: true },
  });
}
