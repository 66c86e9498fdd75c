import { createSession } from "../../core/src/auth/sessions";
import { resolveViewer } from "../../core/src/auth/viewer";
import type { Viewer } from "../../core/src/auth/viewer";
import type { Db } from "../../core/src/db";
import { newId } from "../../core/src/db/ids";
import type { Role } from "../../core/src/db/generated/client";

/** A person with a role and a signed-in viewer (for procedures) beside the actor services take. */
export async function person(db: Db, role: Role = "user") {
  const id = newId();
  const username = `p${id.toLowerCase()}`;
  await db.user.create({ data: { id, username, usernameKey: username, role } });
  const session = await createSession(db, id, { ip: "192.0.2.1", userAgent: "vitest" });
  const viewer: Viewer = (await resolveViewer(db, { sessionId: session.id }))!;
  return { id, username, viewer, actor: { userId: id, role } };
}

/** The code of a refusal (tRPC's code, or the AppError's), or "OK". */
export async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "OK";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

/** The message of a refusal, or "OK". */
export async function messageOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "OK";
  } catch (error) {
    return (error as Error).message;
  }
}
