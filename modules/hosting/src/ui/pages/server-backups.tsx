import { FormNotice } from "@hopper/ui/components/form-notice";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { BackupList } from "../backups/backup-list";
import { backupsMessages } from "../backups/backups-messages";
import { messageOf, readOnlyFor } from "../files/file-page-state";
import { findServerView, hostingCaller, serverPageView } from "../hosting-caller";
import { ServerShell } from "../server-shell";

export async function generateMetadata({ params }: ModulePageProps) {
  const [view, t] = await Promise.all([findServerView(params), getT(backupsMessages)]);
  return { title: view ? t("title", { name: view.server.name }) : t("notFoundTitle") };
}

/**
 * /servers/manage/{id}/backups (guard `auth`; docs/hosting.md "Backups"): the server's backups with their states,
 * create, restore, delete, lock, download, cancel and retry, and the automatic schedule. Someone else's server is the
 * 404 page; an unreachable node or a staff suspension is said in words.
 */
export default async function ServerBackupsPage({ params }: ModulePageProps) {
  const [view, t] = await Promise.all([serverPageView(params), getT(backupsMessages)]);
  const id = view.server.id;
  const readOnly = await readOnlyFor(view);
  let body;
  try {
    const listing = await (await hostingCaller()).backups.list({ id });
    body = <BackupList serverId={id} initial={listing} readOnly={readOnly} />;
  } catch (error) {
    body = (
      <FormNotice tone="error" boxed testId="backups-error">
        {t("unreachable", { message: messageOf(error) })}
      </FormNotice>
    );
  }
  return (
    <ServerShell view={view} active="backups">
      <h2 className="text-xl font-semibold">{t("heading")}</h2>
      {readOnly ? (
        <FormNotice tone="info" boxed>
          {t("readOnly")}
        </FormNotice>
      ) : null}
      {body}
    </ServerShell>
  );
}
