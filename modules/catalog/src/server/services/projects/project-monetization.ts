import type { Actor } from "@hopper/core/auth";
import { isStaff } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { refusalsOf } from "@hopper/ui/i18n/refusals";

import { monetizationMessages } from "../../../ui/messages/monetization";
import { requireProjectPermission } from "../permissions";
import { loadForMutation } from "./project-access";
import { projectsChanged } from "./project-events";

export const MONETIZATION_STATUSES = ["monetized", "demonetized", "force-demonetized"] as const;
export type MonetizationStatus = (typeof MONETIZATION_STATUSES)[number];

const { problem, refusal } = refusalsOf(monetizationMessages);

/**
 * Whether a project earns from the revenue pool (spec section 3, `monetization_status`). Staff (moderators, admins)
 * set any status, force-demonetized included. Team members with EDIT_DETAILS (the owner) switch between monetized
 * and demonetized, but may neither set nor undo force-demonetized: that is the staff's sanction. A project the
 * actor cannot see is not found.
 */
export async function setMonetizationStatus(
  db: DbOrTx,
  actor: Actor | null,
  idOrSlug: string,
  status: string,
): Promise<{ id: string; monetizationStatus: MonetizationStatus }> {
  if (!(MONETIZATION_STATUSES as readonly string[]).includes(status)) {
    throw refusal("invalid_input", problem("status"), "status");
  }
  const project = await loadForMutation(db, actor, idOrSlug);
  if (!isStaff(actor)) {
    await requireProjectPermission(db, actor, project.teamId, "EDIT_DETAILS");
    if (status === "force-demonetized") throw refusal("forbidden", problem("staffOnly"));
    if (project.monetizationStatus === "force-demonetized") throw refusal("forbidden", problem("forced"));
  }
  if (isStaff(actor)) {
    if (project.monetizationStatus !== status) {
      await db.project.update({ where: { id: project.id }, data: { monetizationStatus: status } });
    }
  } else {
    // Staff may force-demonetize between the read above and this write; the condition is checked by the UPDATE
    // itself (row-locked), so the owner can never overwrite the sanction. Written even when the status looks
    // unchanged, so that a sanction that landed meanwhile is reported rather than answered with a stale success.
    const { count } = await db.project.updateMany({
      where: { id: project.id, monetizationStatus: { not: "force-demonetized" } },
      data: { monetizationStatus: status },
    });
    if (count === 0) throw refusal("forbidden", problem("forced"));
  }
  if (project.monetizationStatus !== status) await projectsChanged(db, [project.id]);
  return { id: project.id, monetizationStatus: status as MonetizationStatus };
}
