import type { MessageBody } from "../services/threads/message-body";
import type { ThreadView } from "../services/threads/thread-read";
import type { ThreadWire } from "./thread-schema";

/** A body as the reference's client types it: `replying_to` is a string or absent, never null. */
function wireBody(body: MessageBody): ThreadWire["messages"][number]["body"] {
  if (body.type !== "text") return body;
  const { replying_to: replyingTo, ...rest } = body;
  return replyingTo ? { ...rest, replying_to: replyingTo } : rest;
}

/** A thread in the reference's wire shape (snake_case, ISO dates; an avatar the reference sends as ""). */
export function threadWire(view: ThreadView): ThreadWire {
  return {
    id: view.id,
    type: view.type,
    project_id: view.projectId,
    report_id: view.reportId,
    messages: view.messages.map((message) => ({
      id: message.id,
      author_id: message.authorId,
      body: wireBody(message.body),
      created: message.created.toISOString(),
      hide_identity: message.hideIdentity,
    })),
    members: view.members.map((member) => ({
      id: member.id,
      username: member.username,
      avatar_url: member.avatarUrl ?? "",
      role: member.role,
      badges: 0,
      created: member.created.toISOString(),
      ...(member.bio ? { bio: member.bio } : {}),
    })),
  };
}
