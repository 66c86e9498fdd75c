import { createHash } from "node:crypto";

import { isStaff } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { PROJECT_STATUSES, projectThreadRef } from "@hopper/catalog/server";

import { MESSAGE_BODY_MAX } from "./message-body";
import type { MessageBody } from "./message-body";
import { ensureProjectThread } from "./project-thread";

/**
 * The catalogue's `catalog.project-status-changed` payload as this module reads it. `hideIdentity` and the
 * moderator's words sent with the decision (a short line, a markdown body) are optional here: without
 * `hideIdentity`, a change made by staff hides its author from the creator, as the reference does.
 */
export interface StatusChangeRecord {
  projectId: string;
  oldStatus: string;
  newStatus: string;
  changedBy: string | null;
  changedAt: string;
  hideIdentity?: boolean;
  moderatorMessage?: string | null;
  moderatorMessageBody?: string | null;
}

/** The moderator's words as one markdown message: the line, then the body, whichever were given. */
function moderatorText(event: StatusChangeRecord): string {
  return [event.moderatorMessage?.trim(), event.moderatorMessageBody?.trim()].filter(Boolean).join("\n\n");
}

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * An 8-character base62 id derived from what the message records, so a retried job inserts the same id and
 * `skipDuplicates` writes nothing twice (a random id would need a lookup that races with a parallel retry).
 */
export function derivedMessageId(seed: string): string {
  const digest = createHash("sha256").update(seed).digest();
  let id = "";
  for (const byte of digest) {
    if (byte < 248) id += ALPHABET[byte % 62];
    if (id.length === 8) break;
  }
  return id;
}

const isStatus = (value: string): value is (typeof PROJECT_STATUSES)[number] =>
  (PROJECT_STATUSES as readonly string[]).includes(value);

/**
 * Records a status change in the project's thread: a `status_change` message, then the moderator's message as a
 * text message when one came with it. Idempotent (ids derived from the project and the change's instant).
 * Returns how many messages were new; 0 for a project that no longer exists.
 */
export async function recordStatusChange(db: DbOrTx, event: StatusChangeRecord): Promise<number> {
  const project = await projectThreadRef(db, { projectId: event.projectId });
  if (!project?.threadId || !isStatus(event.oldStatus) || !isStatus(event.newStatus)) return 0;
  const author = event.changedBy
    ? await db.user.findUnique({ where: { id: event.changedBy }, select: { id: true, role: true } })
    : null;
  const hideIdentity = event.hideIdentity ?? isStaff(author);
  const { id: threadId } = await ensureProjectThread(db, project.id);
  const created = new Date(event.changedAt);
  const at = Number.isNaN(created.getTime()) ? new Date() : created;
  const seed = `status:${project.id}:${event.changedAt}`;
  const rows: { id: string; body: MessageBody; created: Date }[] = [
    {
      id: derivedMessageId(seed),
      body: { type: "status_change", old_status: event.oldStatus, new_status: event.newStatus },
      created: at,
    },
  ];
  const text = moderatorText(event);
  if (text) {
    rows.push({
      id: derivedMessageId(`${seed}:message`),
      // One millisecond later, so the words read after the change they explain.
      body: { type: "text", body: text.slice(0, MESSAGE_BODY_MAX), private: false },
      created: new Date(at.getTime() + 1),
    });
  }
  const written = await db.threadMessage.createMany({
    data: rows.map((row) => ({
      id: row.id,
      threadId,
      authorId: author?.id ?? null,
      body: row.body,
      hideIdentity,
      created: row.created,
    })),
    skipDuplicates: true,
  });
  return written.count;
}
