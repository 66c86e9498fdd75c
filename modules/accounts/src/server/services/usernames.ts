import { AppError } from "@hopper/core/errors";
import { fieldError } from "./field-error";
import { problem } from "./refusals";

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 39;
const USERNAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?$/;

/** Names that would collide with site paths or impersonate staff. Compared case-insensitively. */
export const RESERVED_USERNAMES = new Set([
  "admin",
  "administrator",
  "api",
  "app",
  "auth",
  "collection",
  "collections",
  "dashboard",
  "datapack",
  "datapacks",
  "help",
  "hopper",
  "legal",
  "me",
  "mod",
  "moderation",
  "moderator",
  "mods",
  "modpack",
  "modpacks",
  "news",
  "organization",
  "plugin",
  "plugins",
  "plus",
  "project",
  "projects",
  "resourcepack",
  "resourcepacks",
  "root",
  "servers",
  "settings",
  "shader",
  "shaders",
  "staff",
  "support",
  "system",
  "user",
  "users",
  "v2",
  "v3",
]);

/** Usernames: 3–39 letters, digits, `_` or `-`, starting and ending with a letter or digit, not reserved. */
export function validateUsername(username: string): string {
  const trimmed = username.trim();
  if (trimmed.length < USERNAME_MIN || trimmed.length > USERNAME_MAX) {
    throw fieldError(
      "invalid_input",
      "username",
      problem("usernameLength", { min: String(USERNAME_MIN), max: String(USERNAME_MAX) }),
    );
  }
  if (!USERNAME_PATTERN.test(trimmed)) {
    // The field's value "Characters" is what REST clients have always read.
    const refused = problem("usernameCharacters");
    throw new AppError("invalid_input", refused.text, { username: "Characters" }, refused.descriptor);
  }
  if (RESERVED_USERNAMES.has(trimmed.toLowerCase())) {
    const refused = problem("usernameReserved");
    throw new AppError("invalid_input", refused.text, { username: "Reserved" }, refused.descriptor);
  }
  return trimmed;
}

export const usernameKey = (username: string) => username.trim().toLowerCase();
