import { getMessages } from "@hopper/ui/i18n/server";
import { currentPath } from "@hopper/ui/server/request-info";
import { NotFoundContent } from "@hopper/ui/shell/not-found-content";

import DefaultLayout from "./default-layout";

export const metadata = { title: "Page not found - Hopper" };

/** Unmatched routes and notFound() calls: status 404 inside the normal site frame. */
export default async function NotFoundPage() {
  const [path, messages] = await Promise.all([currentPath(), getMessages()]);
  return (
    <DefaultLayout>
      <NotFoundContent path={path.split("?")[0] ?? "/"} messages={messages.errors} />
    </DefaultLayout>
  );
}
