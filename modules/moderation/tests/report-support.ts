import { createSession } from "../../core/src/auth/sessions";
import { resolveViewer } from "../../core/src/auth/viewer";
import type { ScopeName } from "../../core/src/auth/scopes";
import type { Role } from "../../core/src/db/generated/client";
import { createCallerFactory } from "../../core/src/trpc";
import { setupApi } from "../../catalog/tests/api-project-fixtures";
import { createCollection } from "../../collections/src/server/services/collections";
import { moderationRouter } from "../src/server/router";

export const REPORT_SCOPES: ScopeName[] = [
  "REPORT_CREATE",
  "REPORT_READ",
  "REPORT_WRITE",
  "REPORT_DELETE",
  "PROJECT_READ",
  "VERSION_READ",
];

const createCaller = createCallerFactory(moderationRouter);

/**
 * The reports' test world on a real database and a real REST server: people of every role, each with a token
 * holding the report scopes and a tRPC caller through a real browser session; projects, versions and collections
 * to report.
 */
export function setupReports(name: string) {
  const api = setupApi(name);
  const { database } = api;

  async function person(role: Role = "user", scopes: ScopeName[] = REPORT_SCOPES) {
    const made = await api.user(role, scopes);
    const session = await createSession(database.db, made.id);
    const viewer = await resolveViewer(database.db, { sessionId: session.id });
    return { ...made, caller: createCaller({ db: database.db, viewer, ip: null, userAgent: null }) };
  }
  const anonymous = () => createCaller({ db: database.db, viewer: null, ip: null, userAgent: null });

  /** A collection owned by a new user, listed or private. */
  async function collection(status: "listed" | "private" = "listed") {
    const owner = await api.user();
    const made = await createCollection(database.db, owner.actor, { name: "Reported list" });
    if (status !== "listed") await database.db.collection.update({ where: { id: made.id }, data: { status } });
    return { ...made, owner };
  }

  return { ...api, person, anonymous, collection };
}

/** The tRPC code of a refused call ("OK" when it went through). */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "OK";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

/** The message of a refused call. */
export async function messageOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "OK";
  } catch (error) {
    return (error as Error).message;
  }
}
