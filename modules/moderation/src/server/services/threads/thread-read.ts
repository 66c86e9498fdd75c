import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { projectThreadRef } from "@hopper/catalog/server";

import { messageBodySchema } from "./message-body";
import type { MessageBody, ThreadType } from "./message-body";
import { findThreadSubjects, readableThread, threadAccesses } from "./thread-access";
import type { ThreadAccess, ThreadSubject } from "./thread-access";
import { problem, refusal, threadNotFound } from "./refusals";

/** The most ids `threadsForViewer` takes (the reference's bulk getters take about as many). */
export const THREAD_IDS_MAX = 100;

/** A thread member as the reference's `ThreadMember`: a user who wrote a message the viewer sees signed. */
export interface ThreadMemberView {
  id: string;
  username: string;
  avatarUrl: string | null;
  role: string;
  bio: string | null;
  created: Date;
}

/** One message as this viewer may see it. */
export interface ThreadMessageView {
  id: string;
  /** Null when the system wrote it or its author is hidden from this viewer (a moderator to a creator). */
  authorId: string | null;
  /** The author's name when shown (null: the site says "Moderator" or nothing). */
  author: { id: string; username: string; avatarUrl: string | null } | null;
  body: MessageBody;
  created: Date;
  hideIdentity: boolean;
  /** Whether this viewer may delete it (its author or staff, a text message not yet deleted). */
  canDelete: boolean;
}

/** A thread as this viewer may see it: private notes only for staff, hidden authors only for staff. */
export interface ThreadView {
  id: string;
  type: ThreadType;
  projectId: string | null;
  reportId: string | null;
  messages: ThreadMessageView[];
  members: ThreadMemberView[];
  /** What the viewer may do: `write` is false for a reporter on a closed report. */
  access: ThreadAccess;
}

/** A stored body in the reference's tagged shape; a row that no longer parses reads as deleted, never a 500. */
function parseBody(body: unknown): MessageBody {
  const parsed = messageBodySchema.safeParse(body);
  return parsed.success ? parsed.data : { type: "deleted" };
}

const isPrivate = (body: MessageBody) => (body.type === "text" || body.type === "deleted") && body.private === true;

async function viewsOf(
  db: DbOrTx,
  actor: Actor | null,
  entries: { subject: ThreadSubject; access: ThreadAccess }[],
): Promise<ThreadView[]> {
  const storedIds = entries.filter((entry) => entry.subject.stored).map((entry) => entry.subject.id);
  const rows = storedIds.length
    ? await db.threadMessage.findMany({
        where: { threadId: { in: storedIds } },
        orderBy: [{ created: "asc" }, { id: "asc" }],
        include: {
          author: { select: { id: true, username: true, avatarUrl: true, role: true, bio: true, createdAt: true } },
        },
      })
    : [];
  return entries.map(({ subject, access }) => {
    const members = new Map<string, ThreadMemberView>();
    const messages = rows
      .filter((row) => row.threadId === subject.id)
      .flatMap((row): ThreadMessageView[] => {
        const body = parseBody(row.body);
        if (isPrivate(body) && !access.staff) return [];
        const shown = row.author && (!row.hideIdentity || access.staff) ? row.author : null;
        if (shown) {
          members.set(shown.id, {
            id: shown.id,
            username: shown.username,
            avatarUrl: shown.avatarUrl,
            role: shown.role,
            bio: shown.bio,
            created: shown.createdAt,
          });
        }
        const own = actor !== null && row.authorId === actor.userId;
        return [
          {
            id: row.id,
            authorId: shown ? shown.id : null,
            author: shown ? { id: shown.id, username: shown.username, avatarUrl: shown.avatarUrl } : null,
            body,
            created: row.created,
            hideIdentity: row.hideIdentity,
            canDelete: body.type === "text" && (own || access.staff),
          },
        ];
      });
    return {
      id: subject.id,
      type: subject.type,
      projectId: subject.project?.id ?? null,
      reportId: subject.report?.id ?? null,
      messages,
      members: [...members.values()],
      access,
    };
  });
}

/** One thread as the actor may see it; not_found when it does not exist or the actor may not read it. */
export async function threadForViewer(db: DbOrTx, actor: Actor | null, id: string): Promise<ThreadView> {
  const readable = await readableThread(db, actor, id);
  const [view] = await viewsOf(db, actor, [readable]);
  return view!;
}

/**
 * The threads among `ids` the actor may read, in the order asked, each once; the others are left out silently,
 * as the reference's bulk getters do. At most THREAD_IDS_MAX ids.
 */
export async function threadsForViewer(db: DbOrTx, actor: Actor | null, ids: readonly string[]): Promise<ThreadView[]> {
  if (ids.length > THREAD_IDS_MAX) {
    throw refusal("invalid_input", problem("tooManyIds", { max: String(THREAD_IDS_MAX) }));
  }
  if (!actor) return [];
  const unique = [...new Set(ids)];
  const subjects = await findThreadSubjects(db, unique);
  const accesses = await threadAccesses(db, actor, subjects);
  const readable = subjects
    .map((subject, index) => ({ subject, access: accesses[index]! }))
    .filter((entry) => entry.access.read);
  return viewsOf(db, actor, readable);
}

/** A project's thread as the actor may see it (empty until someone writes); not_found like threadForViewer. */
export async function projectThreadForViewer(db: DbOrTx, actor: Actor | null, projectId: string): Promise<ThreadView> {
  const project = await projectThreadRef(db, { projectId });
  if (!project?.threadId) throw threadNotFound();
  return threadForViewer(db, actor, project.threadId);
}
