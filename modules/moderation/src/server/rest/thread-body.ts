import type { ThreadView } from "../services/threads/thread-read";
import type { ThreadWire } from "./thread-schema";

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
      body: message.body as ThreadWire["messages"][number]["body"],
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
