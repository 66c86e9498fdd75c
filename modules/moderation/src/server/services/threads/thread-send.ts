import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { displayType, listTeamMembers } from "@hopper/catalog/server";
import { notifyMany } from "@hopper/notifications/server";

import { MESSAGE_BODY_MAX, messageBodySchema } from "./message-body";
import type { MessageBody } from "./message-body";
import { ensureProjectThread } from "./project-thread";
import { messageNotFound, problem, refusal } from "./refusals";
import { appendMessage } from "./thread-store";
import { findThreadSubject, readableThread, threadAccess } from "./thread-access";
import type { ThreadSubject } from "./thread-access";

/**
 * What a person sends: the reference's `SendMessageRequest` — a text body, private for staff only. The body is
 * checked here (REST passes what the client sent), so every adapter refuses other types with the same words.
 */
export interface SendMessageInput {
  body: unknown;
}

function textOf(body: MessageBody) {
  if (body.type !== "text") throw refusal("invalid_input", problem("textOnly"));
  // NUL never gets here: the REST dispatcher and the tRPC base procedure refuse it in any input.
  if (body.body.trim() === "") throw refusal("invalid_input", problem("emptyMessage"), "body");
  return body;
}

/** The project's address for the team's notice: its moderation tab. */
const moderationTabOf = (project: NonNullable<ThreadSubject["project"]>) =>
  `/${displayType(project.projectType, project.loaders)}/${project.slug}/moderation`;

/**
 * Sends a text message to a thread (who may write = who may read; a reporter not on a closed report; staff
 * always). A moderator's message hides the moderator's identity from the creator or reporter, as the reference's;
 * a private note is staff's only. A moderator's public message in a project's thread tells the team
 * (`moderator_message`); a creator's message tells no one, staff see it in the queue. Run it in a transaction:
 * the thread, the message and the notices are written together. Returns the new message's id.
 */
export async function sendThreadMessage(
  db: DbOrTx,
  actor: Actor | null,
  threadId: string,
  input: SendMessageInput,
): Promise<{ id: string; threadId: string }> {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const { subject, access } = await readableThread(db, actor, threadId);
  const parsed = messageBodySchema.safeParse(input.body);
  if (!parsed.success) {
    const raw = (typeof input.body === "object" ? input.body : null) as { type?: unknown; body?: unknown } | null;
    const tooLong = raw?.type === "text" && typeof raw.body === "string" && raw.body.length > MESSAGE_BODY_MAX;
    throw tooLong
      ? refusal("invalid_input", problem("messageTooLong", { max: String(MESSAGE_BODY_MAX) }), "body")
      : refusal("invalid_input", problem("textOnly"));
  }
  const body = textOf(parsed.data);
  if (body.private && !access.staff) throw refusal("forbidden", problem("privateStaffOnly"));
  if (!access.write) throw refusal("forbidden", problem("reportClosed"));
  if (!subject.stored && subject.project) await ensureProjectThread(db, subject.project.id);
  const message = await appendMessage(db, {
    threadId: subject.id,
    authorId: actor.userId,
    body: {
      type: "text",
      body: body.body,
      private: body.private === true,
      ...(body.replying_to ? { replying_to: body.replying_to } : {}),
    },
    hideIdentity: access.staff,
  });
  if (access.staff && !body.private && subject.type === "project" && subject.project) {
    const project = subject.project;
    const members = await listTeamMembers(db, project.teamId, { acceptedOnly: true });
    await notifyMany(
      db,
      members
        .filter((member) => member.userId !== actor.userId)
        .map((member) => ({
          userId: member.userId,
          type: "moderator_message" as const,
          title: "New message from the moderators",
          text: `The moderators wrote about ${project.name}.`.slice(0, 4096),
          link: moderationTabOf(project),
          body: { project_id: project.id, thread_id: subject.id, message_id: message.id },
          dedupeKey: `thread-message:${message.id}`,
        })),
    );
  }
  return { id: message.id, threadId: subject.id };
}

/**
 * Deletes a text message: its author or staff, and only someone who may still read the thread. The row stays, its
 * body becomes the reference's `deleted` tombstone (private when the message was), so the thread keeps its order.
 */
export async function deleteThreadMessage(db: DbOrTx, actor: Actor | null, messageId: string): Promise<void> {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const row = await db.threadMessage.findUnique({ where: { id: messageId } });
  if (!row) throw messageNotFound();
  const subject = await findThreadSubject(db, row.threadId);
  const access = subject ? await threadAccess(db, actor, subject) : null;
  const parsed = messageBodySchema.safeParse(row.body);
  const body: MessageBody = parsed.success ? parsed.data : { type: "deleted" };
  const isPrivate = (body.type === "text" || body.type === "deleted") && body.private === true;
  // A message the caller cannot see is a missing one.
  if (!access?.read || (isPrivate && !access.staff)) throw messageNotFound();
  if (row.authorId !== actor.userId && !access.staff) throw refusal("forbidden", problem("deleteNotAllowed"));
  if (body.type !== "text") throw refusal("invalid_input", problem("deleteTextOnly"));
  await db.threadMessage.update({ where: { id: row.id }, data: { body: { type: "deleted", private: isPrivate } } });
}
