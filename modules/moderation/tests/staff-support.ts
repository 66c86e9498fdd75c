import { createSession } from "../../core/src/auth/sessions";
import { resolveViewer } from "../../core/src/auth/viewer";
import type { Role } from "../../core/src/db/generated/client";
import { createCallerFactory } from "../../core/src/trpc";
import { ALL_PROJECT_PERMISSIONS } from "../../catalog/src/server/services/permissions";
import { setupApi } from "../../catalog/tests/api-project-fixtures";
import { moderationRouter } from "../src/server/router";

const createCaller = createCallerFactory(moderationRouter);

/**
 * The staff tools' test world on a real database: people of each role calling the moderation router through a
 * real browser session (resolved as the web app resolves it), and projects in review queued when a test says.
 */
export function setupStaff(name: string) {
  const api = setupApi(name);
  const { database } = api;

  async function person(role: Role = "user") {
    const made = await api.user(role);
    const session = await createSession(database.db, made.id);
    const viewer = await resolveViewer(database.db, { sessionId: session.id });
    return {
      ...made,
      sessionId: session.id,
      caller: createCaller({ db: database.db, viewer, ip: null, userAgent: null }),
    };
  }
  const anonymous = () => createCaller({ db: database.db, viewer: null, ip: null, userAgent: null });

  /** A project in review (with a version), queued `minutesAgo` ago. */
  async function inReview(options: { minutesAgo: number; type?: string; name?: string }) {
    // Made as a mod (the fixture's file is a Fabric mod), then given its type: the queue only reads the column.
    const project = await api.project({ status: "processing", withVersion: true });
    await database.db.project.update({
      where: { id: project.id },
      data: {
        projectType: options.type ?? "mod",
        queued: new Date(Date.now() - options.minutesAgo * 60_000),
        ...(options.name ? { name: options.name } : {}),
      },
    });
    return project;
  }

  /** The five callers every staff procedure is tried as; `member` is on `teamId`'s team with every permission. */
  async function everyone(teamId: string) {
    const member = await person();
    await api.addMember(teamId, member.id, ALL_PROJECT_PERMISSIONS);
    return {
      anonymous: anonymous(),
      user: await person(),
      member,
      moderator: await person("moderator"),
      admin: await person("admin"),
    };
  }

  return { ...api, person, anonymous, inReview, everyone };
}

/** The tRPC code of a call ("OK" when it went through). */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "OK";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}
