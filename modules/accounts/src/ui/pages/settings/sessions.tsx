import { getViewer } from "@hopper/ui/server/viewer";
import { db } from "@hopper/core/db";

import { listSessions } from "../../../server/services/sessions";
import { revokeSessionAction } from "../../actions/settings";
import { SettingsFrame } from "../../settings-frame";

export const metadata = { title: "Sessions - Hopper" };

const when = (date: Date) => date.toISOString().replace("T", " ").slice(0, 16) + " UTC";

export default async function SessionsPage() {
  const viewer = (await getViewer())!;
  const sessions = await listSessions(db(), viewer.user.id);
  return (
    <SettingsFrame title="Sessions" active="/settings/sessions">
      <p className="text-sm text-secondary">
        These devices are signed in to your account. Revoke one you do not recognise; it is signed out on its next
        request.
      </p>
      <ul className="flex flex-col gap-3" data-testid="sessions">
        {sessions.map((session) => (
          <li
            key={session.id}
            className="flex items-center justify-between gap-4 rounded-xl border border-divider bg-raised p-4"
            data-session-id={session.id}
          >
            <div className="flex flex-col text-sm">
              <strong>
                {session.os ?? "Unknown OS"} · {session.platform ?? "Unknown browser"}
                {session.id === viewer.sessionId ? (
                  <span className="ml-2 rounded bg-brand px-1.5 text-xs text-on-brand">Current session</span>
                ) : null}
              </strong>
              <span>
                Signed in {when(session.createdAt)} via {session.method}
              </span>
              <span>
                Last accessed {when(session.lastAccessed)}
                {session.ip ? ` from ${session.ip}` : ""}
              </span>
            </div>
            {session.id === viewer.sessionId ? null : (
              <form action={revokeSessionAction}>
                <input type="hidden" name="sessionId" value={session.id} />
                <button type="submit" className="rounded-lg border border-divider px-3 py-1.5 text-sm">
                  Revoke session
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
    </SettingsFrame>
  );
}
