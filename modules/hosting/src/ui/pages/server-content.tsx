import { buttonClassName } from "@hopper/ui/components/button";
import { cardClassName } from "@hopper/ui/components/card";
import { inputClassName } from "@hopper/ui/components/field";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { ProjectIcon } from "@hopper/ui/components/project-icon";
import { getT } from "@hopper/ui/i18n/server";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { SEARCH_TEXT_MAX } from "@hopper/search/server";

import {
  installContentAction,
  installModpackAction,
  removeContentAction,
  updateContentAction,
} from "../content/content-actions";
import { contentMessages } from "../content/content-messages";
import { messageOf } from "../files/file-page-state";
import { findServerView, hostingCaller, serverPageView } from "../hosting-caller";
import { ServerShell } from "../server-shell";

export async function generateMetadata({ params }: ModulePageProps) {
  const [view, t] = await Promise.all([findServerView(params), getT(contentMessages)]);
  return { title: view ? t("title", { name: view.server.name }) : t("notFoundTitle") };
}

const NOTICES = ["installed", "removed", "updated", "modpack"] as const;

/** One button posting the server and project to an action. */
function ProjectButton({
  action,
  serverId,
  projectId,
  label,
  text,
  variant = "secondary",
}: {
  action: (form: FormData) => Promise<void>;
  serverId: string;
  projectId: string;
  label: string;
  text: string;
  variant?: "primary" | "secondary" | "danger";
}) {
  return (
    <form action={action}>
      <input type="hidden" name="id" value={serverId} />
      <input type="hidden" name="projectId" value={projectId} />
      <button type="submit" aria-label={label} className={buttonClassName({ variant, size: "sm" })}>
        {text}
      </button>
    </form>
  );
}

/**
 * /servers/manage/{id}/content (guard `auth`; docs/hosting.md "Content"): installed catalogue content with remove
 * and update, a catalogue search limited to what runs on the server with one-click install (dependencies too), and
 * "Install a modpack". Forms work without JavaScript; someone else's server is the 404 page.
 */
export default async function ServerContentPage({ params, searchParams }: ModulePageProps) {
  const [view, t, query] = await Promise.all([serverPageView(params), getT(contentMessages), searchParams]);
  const id = view.server.id;
  const text = typeof query.q === "string" ? query.q.slice(0, SEARCH_TEXT_MAX) : "";
  const refusal = sealedRefusal(query);
  const notice = NOTICES.find((key) => key === query.notice);
  const caller = await hostingCaller();
  const ready = view.server.status === "ready";
  let body;
  try {
    const [installed, results] = await Promise.all([
      caller.content.list({ id }),
      ready ? caller.content.search({ id, query: text }) : Promise.resolve(null),
    ]);
    body = (
      <>
        <section className={cardClassName({ className: "flex flex-col gap-3" })} aria-labelledby="content-installed">
          <h3 id="content-installed" className="text-lg font-semibold">
            {t("installedHeading")}
          </h3>
          {installed.items.length === 0 ? (
            <p className="text-sm">{t("none")}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-divider" data-testid="content-installed">
              {installed.items.map((item) => (
                <li key={item.projectId} className="flex flex-wrap items-center gap-3 py-2" data-testid="content-item">
                  <ProjectIcon name={item.title} iconUrl={item.iconUrl} size={28} />
                  <span className="flex min-w-0 flex-1 flex-col">
                    {item.href ? (
                      <a href={item.href} className="font-semibold underline">
                        {item.title}
                      </a>
                    ) : (
                      <span className="font-semibold">{item.title}</span>
                    )}
                    <code className="text-xs break-all text-secondary">{item.path}</code>
                  </span>
                  {item.update ? (
                    <ProjectButton
                      action={updateContentAction}
                      serverId={id}
                      projectId={item.projectId}
                      label={t("update", { version: item.update.versionNumber })}
                      text={t("update", { version: item.update.versionNumber })}
                    />
                  ) : null}
                  <ProjectButton
                    action={removeContentAction}
                    serverId={id}
                    projectId={item.projectId}
                    label={t("removeLabel", { title: item.title })}
                    text={t("remove")}
                    variant="danger"
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        {results ? (
          <section className={cardClassName({ className: "flex flex-col gap-3" })} aria-labelledby="content-search">
            <h3 id="content-search" className="text-lg font-semibold">
              {t("searchHeading")}
            </h3>
            <form method="get" className="flex flex-wrap items-end gap-2" role="search">
              <label className="flex flex-1 flex-col gap-1 text-sm font-semibold">
                {t("searchLabel")}
                <input name="q" defaultValue={text} maxLength={SEARCH_TEXT_MAX} className={inputClassName} />
              </label>
              <button type="submit" className={buttonClassName({ variant: "secondary" })}>
                {t("search")}
              </button>
            </form>
            {results.hits.length === 0 ? (
              <p className="text-sm">{t("noHits")}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-divider" data-testid="content-hits">
                {results.hits.map((hit) => (
                  <li key={hit.projectId} className="flex flex-wrap items-center gap-3 py-2" data-testid="content-hit">
                    <ProjectIcon name={hit.title} iconUrl={hit.iconUrl} size={28} lazy />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="font-semibold">{hit.title}</span>
                      <span className="text-sm text-secondary">{hit.description}</span>
                    </span>
                    {hit.installed ? (
                      <span className="text-sm">{t("installed")}</span>
                    ) : (
                      <ProjectButton
                        action={installContentAction}
                        serverId={id}
                        projectId={hit.projectId}
                        label={t("installLabel", { title: hit.title })}
                        text={t("install")}
                        variant="primary"
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : (
          <FormNotice tone="info" boxed>
            {t("notSetUp")}
          </FormNotice>
        )}
        {ready ? (
          <section className={cardClassName({ className: "flex flex-col gap-3" })} aria-labelledby="content-modpack">
            <h3 id="content-modpack" className="text-lg font-semibold">
              {t("modpackHeading")}
            </h3>
            <form action={installModpackAction} className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="id" value={id} />
              <label className="flex flex-col gap-1 text-sm font-semibold">
                {t("modpackLabel")}
                <input name="projectId" required maxLength={64} className={inputClassName} />
                <span className="text-xs font-normal text-secondary">{t("modpackHint")}</span>
              </label>
              <button type="submit" className={buttonClassName({ variant: "secondary" })}>
                {t("modpackInstall")}
              </button>
            </form>
          </section>
        ) : null}
      </>
    );
  } catch (error) {
    body = (
      <FormNotice tone="error" boxed testId="content-error">
        {t("unreachable", { message: messageOf(error) })}
      </FormNotice>
    );
  }
  return (
    <ServerShell view={view} active="content">
      <h2 className="text-xl font-semibold">{t("heading")}</h2>
      <p className="text-sm">{t("intro", { loader: view.server.loader, gameVersion: view.server.gameVersion })}</p>
      {notice ? (
        <FormNotice tone="success" boxed testId="content-notice">
          {t(`notices.${notice}`)}
        </FormNotice>
      ) : null}
      {refusal.message ? (
        <FormNotice tone="error" boxed testId="content-refusal">
          {refusal.message}
        </FormNotice>
      ) : null}
      {body}
    </ServerShell>
  );
}
