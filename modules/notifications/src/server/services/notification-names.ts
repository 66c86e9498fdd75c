import { referenceNames } from "@hopper/catalog/server";
import type { ReferenceNames } from "@hopper/catalog/server";
import type { DbOrTx } from "@hopper/core/db";

export type NotificationNames = ReferenceNames;

/** A body field's id, when it is one (bodies are JSON: anything else names nothing). */
function idIn(body: unknown, field: string): string | null {
  if (!body || typeof body !== "object" || Array.isArray(body)) return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === "string" && value.length > 0 ? value : null;
}

/**
 * The names a page of notifications refers to through its bodies (project_id, version_id, organization_id,
 * invited_by), for the site to word each notification in the reader's language
 * (`ui/notification-copy.ts`): one query for the whole page, however many notifications it holds.
 */
export function notificationNames(db: DbOrTx, notifications: readonly { body: unknown }[]): Promise<NotificationNames> {
  const collect = (field: string) => notifications.flatMap((notification) => idIn(notification.body, field) ?? []);
  return referenceNames(db, {
    projects: collect("project_id"),
    versions: collect("version_id"),
    organizations: collect("organization_id"),
    users: collect("invited_by"),
  });
}
