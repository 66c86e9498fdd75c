import { buttonClassName } from "@hopper/ui/components/button";
import { Card } from "@hopper/ui/components/card";
import { inputClassName } from "@hopper/ui/components/field";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { getT } from "@hopper/ui/i18n/server";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import type { NoticeView } from "../../server/services/notices/notices";
import { NOTICE_LEVELS, NOTICE_MESSAGE_MAX } from "../../server/services/notices/notices";
import { hostingCaller } from "../hosting-caller";
import { createNoticeAction, deleteNoticeAction, updateNoticeAction } from "../notices/notice-admin-actions";
import { noticeMessages } from "../notices/notice-messages";

export async function generateMetadata() {
  const t = await getT(noticeMessages);
  return { title: t("admin.title") };
}

type T = Awaited<ReturnType<typeof getT<(typeof noticeMessages)["messages"]>>>;

/** "2026-12-01T18:00" in UTC, as a datetime-local field shows it. */
const local = (date: Date | null) => (date ? date.toISOString().slice(0, 16) : "");

/** A notice's fields: empty for a new one, filled for an edit. */
function NoticeFields({ t, notice, nodes }: { t: T; notice?: NoticeView; nodes: readonly string[] }) {
  const id = (name: string) => `notice-${notice?.id ?? "new"}-${name}`;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <label className="flex flex-col gap-1 text-sm" htmlFor={id("level")}>
        <span className="font-semibold">{t("admin.fields.level")}</span>
        <select id={id("level")} name="level" defaultValue={notice?.level ?? "info"} className={inputClassName}>
          {NOTICE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`level.${level}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm" htmlFor={id("nodeId")}>
        <span className="font-semibold">{t("admin.fields.nodeId")}</span>
        <select id={id("nodeId")} name="nodeId" defaultValue={notice?.nodeId ?? ""} className={inputClassName}>
          <option value="">{t("admin.allServers")}</option>
          {nodes.map((node) => (
            <option key={node} value={node}>
              {t("admin.nodeServers", { node })}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm sm:col-span-2" htmlFor={id("message")}>
        <span className="font-semibold">{t("admin.fields.message")}</span>
        <textarea
          id={id("message")}
          name="message"
          rows={3}
          maxLength={NOTICE_MESSAGE_MAX}
          required
          defaultValue={notice?.message ?? ""}
          className={inputClassName}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm" htmlFor={id("beginsAt")}>
        <span className="font-semibold">{t("admin.fields.beginsAt")}</span>
        <input
          id={id("beginsAt")}
          type="datetime-local"
          name="beginsAt"
          defaultValue={local(notice?.beginsAt ?? null)}
          className={inputClassName}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm" htmlFor={id("expiresAt")}>
        <span className="font-semibold">{t("admin.fields.expiresAt")}</span>
        <input
          id={id("expiresAt")}
          type="datetime-local"
          name="expiresAt"
          defaultValue={local(notice?.expiresAt ?? null)}
          className={inputClassName}
        />
      </label>
      <label className="flex items-center gap-2 text-sm" htmlFor={id("dismissable")}>
        <input id={id("dismissable")} type="checkbox" name="dismissable" defaultChecked={notice?.dismissable ?? true} />
        {t("admin.fields.dismissable")}
      </label>
    </div>
  );
}

/** /admin/servers/notices (admins): the notices table (ID, level, begins, expires, dismissable, target), create, edit, delete. */
export default async function AdminServersNoticesPage({ host, searchParams }: ModulePageProps) {
  const query = await searchParams;
  const caller = await hostingCaller();
  const [t, notices, nodes] = await Promise.all([getT(noticeMessages), caller.notices.list(), caller.nodes.list()]);
  const nodeIds = nodes.map((row) => row.node.id);
  const refusal = sealedRefusal(query).message;
  const done = typeof query.notice === "string" && ["created", "saved", "deleted"].includes(query.notice);
  return (
    <section className="flex flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">{t("admin.title")}</h1>
      <MenuNav label={t("admin.menu")} entries={host.menus.admin} active="/admin/servers/notices" variant="inline" />
      <p className="text-sm text-secondary">{t("admin.intro")}</p>
      {refusal ? (
        <FormNotice tone="error" testId="form-error">
          {refusal}
        </FormNotice>
      ) : done ? (
        <FormNotice tone="success" testId="form-done">
          {t(`admin.${query.notice as "created" | "saved" | "deleted"}`)}
        </FormNotice>
      ) : null}
      {notices.length === 0 ? (
        <p>{t("admin.empty")}</p>
      ) : (
        <div className="min-w-0 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="notices-table">
            <thead>
              <tr className="border-b border-divider">
                <th className="py-1 pr-2">{t("admin.columns.id")}</th>
                <th className="py-1 pr-2">{t("admin.columns.level")}</th>
                <th className="py-1 pr-2">{t("admin.columns.message")}</th>
                <th className="py-1 pr-2">{t("admin.columns.begins")}</th>
                <th className="py-1 pr-2">{t("admin.columns.expires")}</th>
                <th className="py-1 pr-2">{t("admin.columns.dismissable")}</th>
                <th className="py-1 pr-2">{t("admin.columns.target")}</th>
                <th className="py-1">{t("admin.columns.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {notices.map((notice) => (
                <tr key={notice.id} className="border-b border-divider align-top" data-testid="notice-row">
                  <td className="py-1 pr-2 font-mono">{notice.id}</td>
                  <td className="py-1 pr-2">{t(`level.${notice.level as "info"}`)}</td>
                  <td className="max-w-64 py-1 pr-2 break-words">{notice.message}</td>
                  <td className="py-1 pr-2">{notice.beginsAt ? local(notice.beginsAt) : t("admin.now")}</td>
                  <td className="py-1 pr-2">{notice.expiresAt ? local(notice.expiresAt) : t("admin.never")}</td>
                  <td className="py-1 pr-2">{notice.dismissable ? t("admin.yes") : t("admin.no")}</td>
                  <td className="py-1 pr-2">
                    {notice.nodeId ? t("admin.nodeServers", { node: notice.nodeId }) : t("admin.allServers")}
                  </td>
                  <td className="flex flex-col gap-2 py-1">
                    <details>
                      <summary className="cursor-pointer">{t("admin.edit")}</summary>
                      <form action={updateNoticeAction} className="flex flex-col gap-2 pt-2">
                        <input type="hidden" name="noticeId" value={notice.id} />
                        <NoticeFields t={t} notice={notice} nodes={nodeIds} />
                        <button type="submit" className={buttonClassName({ variant: "primary", size: "sm" })}>
                          {t("admin.save")}
                        </button>
                      </form>
                    </details>
                    <form action={deleteNoticeAction}>
                      <input type="hidden" name="noticeId" value={notice.id} />
                      <button type="submit" className={buttonClassName({ variant: "secondary", size: "sm" })}>
                        {t("admin.delete")}
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Card padding="md" className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{t("admin.create")}</h2>
        <form action={createNoticeAction} className="flex flex-col gap-3" data-testid="create-notice">
          <NoticeFields t={t} nodes={nodeIds} />
          <div>
            <button type="submit" className={buttonClassName({ variant: "primary" })}>
              {t("admin.create")}
            </button>
          </div>
        </form>
      </Card>
    </section>
  );
}
