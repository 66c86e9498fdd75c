import { newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import type { MessageBody, ThreadType } from "./message-body";

/**
 * The two writes every thread feature builds on (reports, status changes, replies). They do not authorize: the
 * caller (a service that has already checked who may write) passes its transaction.
 */
export async function createThread(
  db: DbOrTx,
  input: { type: ThreadType; id?: string; projectId?: string; reportId?: string },
): Promise<{ id: string }> {
  return db.thread.create({
    data: { id: input.id ?? newId(), type: input.type, projectId: input.projectId, reportId: input.reportId },
    select: { id: true },
  });
}

/** Appends one message; `hideIdentity` shows the author only to staff (a moderator writing to a creator). */
export async function appendMessage(
  db: DbOrTx,
  input: { threadId: string; authorId: string | null; body: MessageBody; hideIdentity?: boolean; created?: Date },
): Promise<{ id: string; created: Date }> {
  return db.threadMessage.create({
    data: {
      id: newId(),
      threadId: input.threadId,
      authorId: input.authorId,
      body: input.body,
      hideIdentity: input.hideIdentity ?? false,
      created: input.created,
    },
    select: { id: true, created: true },
  });
}
