import { createSession } from "../../core/src/auth/sessions";
import { resolveViewer } from "../../core/src/auth/viewer";
import type { ScopeName } from "../../core/src/auth/scopes";
import { newId } from "../../core/src/db/ids";
import type { Role } from "../../core/src/db/generated/client";
import { createCallerFactory } from "../../core/src/trpc";
import { setupApi } from "../../catalog/tests/api-project-fixtures";
import { createThread } from "../src/server/services/threads/thread-store";
import { moderationRouter } from "../src/server/router";

export const THREAD_SCOPES: ScopeName[] = ["THREAD_READ", "THREAD_WRITE", "PROJECT_READ"];

const createCaller = createCallerFactory(moderationRouter);

/**
 * The threads' test world on a real database and a real REST server: a project with its owner and an invited
 * (not yet accepted) member, people of every role with a token holding the thread scopes, and each one's tRPC
 * caller through a real browser session.
 */
export function setupThreads(name: string) {
  const api = setupApi(name);
  const { database } = api;

  async function person(role: Role = "user") {
    const made = await api.user(role, THREAD_SCOPES);
    const session = await createSession(database.db, made.id);
    const viewer = await resolveViewer(database.db, { sessionId: session.id });
    return { ...made, caller: createCaller({ db: database.db, viewer, ip: null, userAgent: null }) };
  }
  const anonymous = () => createCaller({ db: database.db, viewer: null, ip: null, userAgent: null });

  /** A project in review, its owner (with a session caller and a thread-scoped token) and its thread id. */
  async function projectWithTeam() {
    const made = await api.project({ status: "processing", withVersion: true });
    const owner = await person();
    await database.db.teamMember.updateMany({ where: { teamId: made.teamId }, data: { userId: owner.id } });
    const { threadId } = await database.db.project.findUniqueOrThrow({ where: { id: made.id } });
    return { project: made, owner, threadId: threadId! };
  }

  /** A report by `reporterId` with its thread (closed when asked). */
  async function reportThread(reporterId: string, closed = false) {
    const id = newId();
    await database.db.report.create({
      data: { id, reportType: "spam", itemType: "user", itemId: reporterId, reporterId, body: "Spam", closed },
    });
    const thread = await createThread(database.db, { type: "report", reportId: id });
    return { reportId: id, threadId: thread.id };
  }

  return { ...api, person, anonymous, projectWithTeam, reportThread };
}
