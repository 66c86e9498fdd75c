import type { Actor } from "@hopper/core/auth";
import { adminOnly, unauthorized } from "@hopper/core/errors";

/**
 * Writing the changelog is for admins only: entries are the product team's release notes, published in the
 * project's name, and a future date publishes one with nobody watching. Moderators look after what users write
 * (reports, projects, bans); they do not speak for the product, so they get the same 403 as users
 * (docs/changelog.md "Writing and publishing").
 */
export function requireChangelogWriter(actor: Actor | null): Actor {
  if (!actor) throw unauthorized();
  if (actor.role !== "admin") throw adminOnly();
  return actor;
}
