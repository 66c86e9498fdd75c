import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import { AppError } from "@hopper/core/errors";
import { hasControlCharacter, hasNul } from "@hopper/core/validation";

import { problem, refusal } from "./refusals";
import type { Problem } from "./refusals";

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

export const COLLECTION_NOT_FOUND = problem("collectionNotFound").text;
export const notFound = () => refusal("not_found", problem("collectionNotFound"));

/** Listed and unlisted collections open by link for anyone; private and rejected ones for the owner and staff. */
export function canViewCollection(actor: Actor | null, collection: { userId: string; status: string }): boolean {
  if (collection.status === "listed" || collection.status === "unlisted") return true;
  return actor !== null && (actor.userId === collection.userId || isStaff(actor));
}

/** The owner and staff (moderators take content down) change and delete a collection. */
export function requireEditor(actor: Actor | null, collection: { userId: string }, action: "edit" | "delete") {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  if (actor.userId !== collection.userId && !isStaff(actor)) {
    throw refusal("forbidden", problem(`forbidden.${action}`));
  }
}

export function nameProblem(name: string): Problem | null {
  if (hasControlCharacter(name)) return problem("nameControlCharacters");
  return name.length < NAME_MIN || name.length > NAME_MAX
    ? problem("nameLength", { min: String(NAME_MIN), max: String(NAME_MAX) })
    : null;
}

export function descriptionProblem(description: string | null): Problem | null {
  if (description === null) return null;
  if (hasNul(description)) return problem("descriptionNul");
  return description.length < DESCRIPTION_MIN || description.length > DESCRIPTION_MAX
    ? problem("descriptionLength", { min: String(DESCRIPTION_MIN), max: String(DESCRIPTION_MAX) })
    : null;
}

/**
 * Throws one invalid_input naming every problem (field → message), or returns. REST's description joins every
 * English text, as it always did; the site shows each field's message beside it and the first as the form's.
 */
export function assertNoProblems(problems: Record<string, Problem | null>) {
  const found = Object.entries(problems).filter((entry): entry is [string, Problem] => !!entry[1]);
  if (found.length === 0) return;
  const fields = Object.fromEntries(found.map(([name, refused]) => [name, refused.text]));
  const descriptors = Object.fromEntries(found.map(([name, refused]) => [name, refused.descriptor]));
  const text = found.map(([, refused]) => refused.text).join(" ");
  throw new AppError("invalid_input", text, fields, { ...found[0]![1].descriptor, fields: descriptors });
}
