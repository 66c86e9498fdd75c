import type { ReactNode } from "react";

import { FormNotice } from "@hopper/ui/components/form-notice";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { findServerView, hostingCaller, serverPageView } from "../hosting-caller";
import { FileBrowser } from "../files/file-browser";
import { FileEditor } from "../files/file-editor";
import { filesHref } from "../files/file-links";
import { messageOf, readOnlyFor } from "../files/file-page-state";
import { filesMessages } from "../files/files-messages";
import { ServerShell } from "../server-shell";

export async function generateMetadata({ params }: ModulePageProps) {
  const [view, t] = await Promise.all([findServerView(params), getT(filesMessages)]);
  return { title: view ? t("title", { name: view.server.name }) : t("notFoundTitle") };
}

const text = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/** The folders from the root to `path`, each a link. */
function Breadcrumbs({ serverId, path, root, label }: { serverId: string; path: string; root: string; label: string }) {
  const parts = path ? path.split("/") : [];
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-1 text-sm" data-testid="files-breadcrumbs">
      <a href={filesHref(serverId, "")} className="underline">
        {root}
      </a>
      {parts.map((part, index) => (
        <span key={index} className="flex items-center gap-1">
          <span aria-hidden="true">/</span>
          {index === parts.length - 1 ? (
            <span aria-current="page">{part}</span>
          ) : (
            <a href={filesHref(serverId, parts.slice(0, index + 1).join("/"))} className="underline">
              {part}
            </a>
          )}
        </span>
      ))}
    </nav>
  );
}

/**
 * /servers/manage/{id}/files (guard `auth`; docs/hosting.md "Files"): the server's folder at `?path=` with
 * breadcrumbs, and the editor of `?edit=` (a text file). Someone else's server is the 404 page; a refused path or an
 * unreachable node is said in words on the page.
 */
export default async function ServerFilesPage({ params, searchParams }: ModulePageProps) {
  const [view, query, t] = await Promise.all([serverPageView(params), searchParams, getT(filesMessages)]);
  const id = view.server.id;
  const caller = await hostingCaller();
  const readOnly = await readOnlyFor(view);
  const edit = text(query.edit);
  let body: ReactNode;
  if (edit) {
    const back = filesHref(id, edit.split("/").slice(0, -1).join("/"));
    try {
      const file = await caller.files.read({ id, path: edit });
      body = <FileEditor serverId={id} path={file.path} initial={file.content} readOnly={readOnly} back={back} />;
    } catch (error) {
      body = (
        <>
          <FormNotice tone="error" boxed testId="files-error">
            {t("cannotOpen", { message: messageOf(error) })}
          </FormNotice>
          <a href={back} className="text-sm underline">
            {t("backToFolder")}
          </a>
        </>
      );
    }
  } else {
    try {
      const listing = await caller.files.list({ id, path: text(query.path) });
      body = (
        <>
          <Breadcrumbs serverId={id} path={listing.path} root={t("root")} label={t("breadcrumbs")} />
          <FileBrowser key={listing.path} serverId={id} path={listing.path} initial={listing} readOnly={readOnly} />
        </>
      );
    } catch (error) {
      body = (
        <FormNotice tone="error" boxed testId="files-error">
          {t("unreachable", { message: messageOf(error) })}
        </FormNotice>
      );
    }
  }
  return (
    <ServerShell view={view} active="files">
      <h2 className="text-xl font-semibold">{t("heading")}</h2>
      {readOnly ? (
        <FormNotice tone="info" boxed>
          {view.server.suspendedReason === "staff" ? t("closed") : t("readOnly")}
        </FormNotice>
      ) : null}
      {body}
    </ServerShell>
  );
}
