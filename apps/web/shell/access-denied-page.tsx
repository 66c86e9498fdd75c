import { config } from "@hopper/core/config";
import { getMessages } from "@hopper/ui/i18n/server";
import { deniedMessage } from "@hopper/ui/server/guards";
import { currentPath } from "@hopper/ui/server/request-info";
import { GenericErrorContent } from "@hopper/ui/shell/generic-error-content";
import { DEFAULT_SUPPORT_LINKS } from "@hopper/ui/shell/support-links";

import DefaultLayout from "./default-layout";
import { guardsForPath } from "./page-guards";

/**
 * The 'Uh oh!' page for a route check that refused the visitor (guards.ts calls unauthorized() or forbidden()):
 * Next.js answers it with status 401 or 403, where a thrown error would have been a 500.
 */
export async function AccessDeniedBody({ status }: { status: 401 | 403 }) {
  const [path, messages] = await Promise.all([currentPath(), getMessages()]);
  const links = {
    statusUrl: config().HOPPER_STATUS_URL ?? DEFAULT_SUPPORT_LINKS.statusUrl,
    chatUrl: config().HOPPER_CHAT_URL ?? DEFAULT_SUPPORT_LINKS.chatUrl,
  };
  const message = deniedMessage(status, guardsForPath(path.split("?")[0] ?? "/"));
  return <GenericErrorContent statusCode={status} message={message} messages={messages.errors} links={links} />;
}

/** Outside the default layout: the same content inside the normal site frame. */
export function AccessDeniedPage({ status }: { status: 401 | 403 }) {
  return (
    <DefaultLayout>
      <AccessDeniedBody status={status} />
    </DefaultLayout>
  );
}
