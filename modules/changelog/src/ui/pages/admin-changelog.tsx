import { buttonClassName } from "@hopper/ui/components/button";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { getT } from "@hopper/ui/i18n/server";
import { moduleCaller } from "@hopper/ui/server/module-caller";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { changelogRouter } from "../../server/router";
import { utcLocal } from "../writing/entry-form";
import { writingMessages } from "../writing/writing-messages";

export async function generateMetadata() {
  const t = await getT(writingMessages);
  return { title: t("title") };
}

const NOTICES = ["created", "saved", "deleted"] as const;

/** The ?page= as a page number; anything else is the first page. */
function pageOf(value: unknown): number {
  const page = typeof value === "string" && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return page >= 1 ? page : 1;
}

/** /admin/changelog (admins): every entry, scheduled ones included and marked, newest first, with edit and delete. */
export default async function AdminChangelogPage({ host, searchParams }: ModulePageProps) {
  const query = await searchParams;
  const [t, list] = await Promise.all([
    getT(writingMessages),
    (await moduleCaller(changelogRouter)).entries.adminList({ page: pageOf(query.page) }),
  ]);
  const refusal = sealedRefusal(query).message;
  const notice = NOTICES.find((name) => name === query.notice);
  return (
    <section className="flex flex-col gap-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t("heading")}</h1>
        <a href="/admin/changelog/new" className={buttonClassName()} data-testid="changelog-new">
          {t("newEntry")}
        </a>
      </div>
      <MenuNav label={t("menu")} entries={host.menus.admin} active="/admin/changelog" variant="inline" />
      {refusal ? (
        <FormNotice tone="error" testId="form-error">
          {refusal}
        </FormNotice>
      ) : notice ? (
        <FormNotice tone="success" testId="form-done">
          {t(`notices.${notice}`)}
        </FormNotice>
      ) : null}
      {list.entries.length === 0 ? (
        <p className="text-secondary">{t("empty")}</p>
      ) : (
        // On a phone the table scrolls inside its box rather than widening the page.
        <div className="relative min-w-0 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th className="py-2">{t("columns.date")}</th>
                <th>{t("columns.product")}</th>
                <th>{t("columns.version")}</th>
                <th>{t("columns.status")}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {list.entries.map((entry) => (
                <tr
                  key={entry.id}
                  className="border-t border-divider"
                  data-testid="admin-changelog-row"
                  data-entry-id={entry.id}
                  data-scheduled={entry.scheduled ? "true" : "false"}
                >
                  <td className="py-2">
                    <time dateTime={entry.publishedAt.toISOString()}>
                      {utcLocal(entry.publishedAt).replace("T", " ")}
                    </time>
                  </td>
                  <td>{t(`products.${entry.product}`)}</td>
                  <td>{entry.versionLabel ?? ""}</td>
                  <td data-testid="admin-changelog-status">{entry.scheduled ? t("scheduled") : t("published")}</td>
                  <td className="flex flex-wrap gap-x-3 py-2">
                    {entry.scheduled ? null : (
                      <a href={`/news/changelog/${entry.product}/${entry.day}`} className="underline">
                        {t("view")}
                      </a>
                    )}
                    <a href={`/admin/changelog/${entry.id}/edit`} className="underline">
                      {t("edit")}
                    </a>
                    <a href={`/admin/changelog/${entry.id}/edit#delete`} className="underline">
                      {t("delete")}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.pages > 1 ? (
        <nav className="flex items-center gap-4 text-sm">
          {list.page > 1 ? <a href={`/admin/changelog?page=${list.page - 1}`}>{t("previous")}</a> : null}
          <span>{t("pageOf", { page: String(list.page), pages: String(list.pages) })}</span>
          {list.page < list.pages ? <a href={`/admin/changelog?page=${list.page + 1}`}>{t("next")}</a> : null}
        </nav>
      ) : null}
    </section>
  );
}
