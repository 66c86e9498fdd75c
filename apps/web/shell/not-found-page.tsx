import { getMessages } from "@hopper/ui/i18n/server";
import { currentPath } from "@hopper/ui/server/request-info";
import { NotFoundContent } from "@hopper/ui/shell/not-found-content";

import DefaultLayout from "./default-layout";
import { errorPageMetadata } from "./error-page-title";

export const generateMetadata = () => errorPageMetadata("notFoundTitle");

/** The 404 content alone, for a notFound() under a layout that already draws the site frame. */
export async function NotFoundBody() {
  const [path, messages] = await Promise.all([currentPath(), getMessages()]);
  return <NotFoundContent path={path.split("?")[0] ?? "/"} messages={messages.errors} />;
}

/** Unmatched routes (and notFound() outside the default layout): status 404 inside the normal site frame. */
export default async function NotFoundPage() {
  return (
    <DefaultLayout>
      <NotFoundBody />
    </DefaultLayout>
  );
}
