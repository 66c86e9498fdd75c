import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import { AppError } from "@hopper/core/errors";
import { hasControlCharacter, hasNul } from "@hopper/core/validation";

// Limits and statuses of collections. The bounds follow the reference platform (name 3–64, description 3–255,
// 32 collections per user); the project cap is ours, so one PATCH stays one bounded statement.

export const NAME_MIN = 3;
export const NAME_MAX = 64;
export const DESCRIPTION_MIN = 3;
export const DESCRIPTION_MAX = 255;
export const COLLECTIONS_PER_USER = 32;
export const PROJECTS_MAX = 1000;
export const ICON_MAX_BYTES = 256 * 1024;

export const COLLECTION_STATUSES = ["listed", "unlisted", "private", "rejected"] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];
/** What an owner may choose; `rejected` is set by moderators only. */
export const OWNER_STATUSES: readonly CollectionStatus[] = ["listed", "unlisted", "private"];

export const COLLECTION_NOT_FOUND = "Collection not found.";
export const notFound = () => new AppError("not_found", COLLECTION_NOT_FOUND);

/** Listed and unlisted collections open by link for anyone; private and rejected ones for the owner and staff. */
export function canViewCollection(actor: Actor | null, collection: { userId: string; status: string }): boolean {
  if (collection.status === "listed" || collection.status === "unlisted") return true;
  return actor !== null && (actor.userId === collection.userId || isStaff(actor));
}

/** The owner and staff (moderators take content down) change and delete a collection. */
export function requireEditor(actor: Actor | null, collection: { userId: string }, action: string) {
  if (!actor) throw new AppError("unauthorized", "You must be signed in to do this.");
  if (actor.userId !== collection.userId && !isStaff(actor)) {
    throw new AppError("forbidden", `You do not have permission to ${action} this collection.`);
  }
}

export function nameProblem(name: string): string | null {
  if (hasControlCharacter(name)) return "The name must not contain control characters.";
  return name.length < NAME_MIN || name.length > NAME_MAX
    ? `The name must be between ${NAME_MIN} and ${NAME_MAX} characters.`
    : null;
}

export function descriptionProblem(description: string | null): string | null {
  if (description === null) return null;
  if (hasNul(description)) return "The description must not contain NUL characters.";
  return description.length < DESCRIPTION_MIN || description.length > DESCRIPTION_MAX
    ? `The description must be between ${DESCRIPTION_MIN} and ${DESCRIPTION_MAX} characters.`
    : null;
}

/** Throws one invalid_input naming every problem (field → message), or returns. */
export function assertNoProblems(problems: Record<string, string | null>) {
  const fields = Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => !!entry[1]));
  const messages = Object.values(fields);
  if (messages.length > 0) throw new AppError("invalid_input", messages.join(" "), fields);
}
