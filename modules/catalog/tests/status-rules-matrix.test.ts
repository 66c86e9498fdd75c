// Issue 16, the status rules' full matrix: every starting status × every caller × every target status through
// setProjectStatus (the one service the site, tRPC and PATCH /v2/project/{id} use). The expected answer is
// written out here from the rules (docs/moderation.md "Status rules"), not computed by the service's own code;
// every refusal must leave status, requested_status, queued and approved as they were, and publish nothing.

import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setProjectStatus } from "../src/server/services/projects/project-review";
import { PROJECT_STATUSES } from "../src/server/services/projects/statuses";
import { ACTORS, listenForStatusChanges, statusFixtures } from "./status-rules-fixtures";
import type { ActorKind } from "./status-rules-fixtures";

const database = setupTestDatabase();
const events = listenForStatusChanges(database);
const { projectIn, actorsFor, state } = statusFixtures(database);

const APPROVED = ["approved", "archived", "unlisted", "private"];
const REQUESTABLE = [...APPROVED, "draft"];
/** Pages anyone with the link may open; another user gets "not found" for the rest. */
const VIEWABLE = ["approved", "archived", "unlisted"];

/**
 * Whether `actor` may move a project from `from` to `to`. The project has a version and a summary and, unless it
 * is a draft, was submitted before; the draft was never submitted.
 */
function allowed(actor: ActorKind, from: string, to: string): boolean {
  if (actor === "anonymous" || actor === "other" || actor === "without") return false;
  if (actor === "with") {
    if (from === "withheld") return false; // moderators only, even "no change"
    if (to === from) return true;
    if (to === "processing") return from === "draft" || from === "rejected";
    return APPROVED.includes(from) && REQUESTABLE.includes(to);
  }
  if (to === from) return true;
  // Moderators may set anything, but a draft nobody submitted cannot be approved.
  return !(from === "draft" && APPROVED.includes(to));
}

function refusalCode(actor: ActorKind, from: string): string[] {
  if (actor === "anonymous") return ["unauthorized"];
  if (actor === "other") return [VIEWABLE.includes(from) ? "forbidden" : "not_found"];
  if (actor === "without") return ["forbidden"];
  return ["forbidden", "conflict", "invalid_input"];
}

describe.each([...PROJECT_STATUSES])("from %s", (from) => {
  it.each([...ACTORS])("as %s, to every status", async (actorKind) => {
    const project = await projectIn(from);
    const actor = (await actorsFor(project.teamId))[actorKind];
    const before = await state(project.id);
    await events.take();
    const outcomes: string[] = [];
    for (const to of PROJECT_STATUSES) {
      const attempt = setProjectStatus(database.db, actor, project.id, { status: to });
      if (allowed(actorKind, from, to)) {
        const updated = await attempt;
        expect(updated.status, `${from} → ${to}`).toBe(to);
        const published = await events.take();
        if (to === from) {
          expect(published).toEqual([]);
        } else {
          expect(published).toEqual([
            expect.objectContaining({
              projectId: project.id,
              oldStatus: from,
              newStatus: to,
              changedBy: actor!.userId,
            }),
          ]);
        }
        // Back to where it started, for the next target.
        await database.db.project.update({ where: { id: project.id }, data: before });
        outcomes.push(`${to}:ok`);
      } else {
        const error = await attempt.then(
          () => null,
          (thrown: { code?: string }) => thrown,
        );
        expect(error, `${actorKind}: ${from} → ${to} should be refused`).not.toBeNull();
        expect(refusalCode(actorKind, from), `${from} → ${to}`).toContain(error!.code);
        expect(await state(project.id), `${from} → ${to} refused but changed`).toEqual(before);
        expect(await events.take()).toEqual([]);
        outcomes.push(`${to}:refused`);
      }
    }
    expect(outcomes).toHaveLength(PROJECT_STATUSES.length);
  });
});
