import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import {
  isProjectTeamMember,
  projectTeamMemberships,
  projectThreadRef,
  projectThreadRefs,
} from "@hopper/catalog/server";

import type { ThreadType } from "./message-body";
import { threadNotFound } from "./refusals";

type ProjectRef = NonNullable<Awaited<ReturnType<typeof projectThreadRef>>>;

/**
 * A thread as the access rules see it, whether or not its row exists yet: a project's thread is created on first
 * use, so a project whose `thread_id` no one wrote to is still a (empty) thread.
 */
export interface ThreadSubject {
  id: string;
  type: ThreadType;
  /** False for a project thread no one wrote to yet. */
  stored: boolean;
  project: ProjectRef | null;
  report: { id: string; reporterId: string; closed: boolean } | null;
}

/** What the caller may do in a thread. */
export interface ThreadAccess {
  read: boolean;
  write: boolean;
  staff: boolean;
}

const SUBJECT_SELECT = {
  id: true,
  type: true,
  projectId: true,
  report: { select: { id: true, reporterId: true, closed: true } },
} as const;

type StoredThread = { id: string; type: string; projectId: string | null; report: ThreadSubject["report"] };

function subjectOf(row: StoredThread | null, project: ProjectRef | null, id: string): ThreadSubject | null {
  if (row) return { id: row.id, type: row.type as ThreadType, stored: true, project, report: row.report };
  if (project) return { id, type: "project", stored: false, project, report: null };
  return null;
}

/** The thread with this id (stored, or a project's not yet written to), or null. */
export async function findThreadSubject(db: DbOrTx, id: string): Promise<ThreadSubject | null> {
  const row = await db.thread.findUnique({ where: { id }, select: SUBJECT_SELECT });
  const project = row?.projectId
    ? await projectThreadRef(db, { projectId: row.projectId })
    : row
      ? null
      : await projectThreadRef(db, { threadId: id });
  return subjectOf(row, project, id);
}

/** The threads among `ids` that exist (stored or a project's), in no particular order. Three queries. */
export async function findThreadSubjects(db: DbOrTx, ids: readonly string[]): Promise<ThreadSubject[]> {
  if (ids.length === 0) return [];
  const [rows, projects] = await Promise.all([
    db.thread.findMany({ where: { id: { in: [...ids] } }, select: SUBJECT_SELECT }),
    // A project's thread id is the project's thread_id, so one lookup by thread id finds stored and unstored ones.
    projectThreadRefs(db, ids),
  ]);
  const byThread = new Map(projectsByThreadId(projects));
  const stored = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => subjectOf(stored.get(id) ?? null, byThread.get(id) ?? null, id) ?? []);
}

function projectsByThreadId(projects: ProjectRef[]): [string, ProjectRef][] {
  return projects.flatMap((project) => (project.threadId ? [[project.threadId, project] as [string, ProjectRef]] : []));
}

/**
 * Who may read and write, as the reference: staff everything; a project's thread its accepted team members (and
 * the owning organization's); a report's thread its reporter, who may no longer write once it is closed. Nobody
 * else — and anonymous callers — may read.
 */
export async function threadAccess(db: DbOrTx, actor: Actor | null, subject: ThreadSubject): Promise<ThreadAccess> {
  const none = { read: false, write: false, staff: false };
  if (!actor) return none;
  if (isStaff(actor)) return { read: true, write: true, staff: true };
  if (subject.type === "project" && subject.project) {
    const member = await isProjectTeamMember(db, actor.userId, subject.project);
    return { read: member, write: member, staff: false };
  }
  if (subject.type === "report" && subject.report?.reporterId === actor.userId) {
    return { read: true, write: !subject.report.closed, staff: false };
  }
  return none;
}

/**
 * `threadAccess` for many threads at once, in their order: the project threads' team memberships in one query, so
 * a bulk read costs the same whatever the number of threads (a query per thread was an N+1).
 */
export async function threadAccesses(
  db: DbOrTx,
  actor: Actor | null,
  subjects: readonly ThreadSubject[],
): Promise<ThreadAccess[]> {
  if (!actor || isStaff(actor)) {
    return Promise.all(subjects.map((subject) => threadAccess(db, actor, subject)));
  }
  const projects = subjects.flatMap((subject) =>
    subject.type === "project" && subject.project ? [subject.project] : [],
  );
  const member = await projectTeamMemberships(db, actor.userId, projects);
  return subjects.map((subject) => {
    if (subject.type === "project" && subject.project) {
      const { teamId, organizationId } = subject.project;
      const read =
        member.teamIds.has(teamId) || (organizationId !== null && member.organizationIds.has(organizationId));
      return { read, write: read, staff: false };
    }
    if (subject.type === "report" && subject.report?.reporterId === actor.userId) {
      return { read: true, write: !subject.report.closed, staff: false };
    }
    return { read: false, write: false, staff: false };
  });
}

/** The thread and the caller's access to it; not_found when it does not exist or the caller may not read it. */
export async function readableThread(db: DbOrTx, actor: Actor | null, id: string) {
  const subject = await findThreadSubject(db, id);
  if (!subject) throw threadNotFound();
  const access = await threadAccess(db, actor, subject);
  if (!access.read) throw threadNotFound();
  return { subject, access };
}
