import { moduleCaller } from "@hopper/ui/server/module-caller";

import { accountsRouter } from "../../../server/router";
import { SessionList } from "../../settings/session-list";
import { SettingsFrame } from "../../settings-frame";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

export const metadata = { title: "Sessions - Hopper" };

export default async function SessionsPage({ host }: ModulePageProps) {
  const sessions = await (await moduleCaller(accountsRouter)).sessions.list();
  return (
    <SettingsFrame title="Sessions" active="/settings/sessions" host={host}>
      <p className="text-sm text-secondary">
        These devices are signed in to your account. Revoke one you do not recognise; it is signed out on its next
        request.
      </p>
      <SessionList initial={sessions} />
    </SettingsFrame>
  );
}
