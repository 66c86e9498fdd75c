import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { DateTime } from "@hopper/ui/i18n/format";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { accountsCaller } from "../../caller";
import { messages } from "../../messages";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("admin.userEmail.title") };
}

/** Staff look up an account's contact details (by username, id or email) to answer support requests. */
export default async function UserEmailPage({ searchParams, host }: ModulePageProps) {
  const { user: query } = await searchParams;
  const key = typeof query === "string" ? query.trim() : "";
  const [user, t] = await Promise.all([
    key ? (await accountsCaller()).staff.lookupUser({ query: key }) : null,
    getT(messages),
  ]);
  return (
    <section className="flex flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">{t("admin.userEmail.heading")}</h1>
      <MenuNav label={t("admin.menu")} entries={host.menus.admin} active="/admin/user_email" variant="inline" />
      <form className="flex flex-wrap gap-2">
        <input
          name="user"
          defaultValue={key}
          placeholder={t("admin.userEmail.query")}
          aria-label={t("admin.userEmail.query")}
          className="rounded-lg border border-divider bg-input px-3 py-1.5"
        />
        <button type="submit" className="rounded-lg border border-divider px-3 py-1.5">
          {t("admin.userEmail.lookUp")}
        </button>
      </form>
      {key && !user ? <p role="alert">{t("admin.userEmail.notFound")}</p> : null}
      {user ? (
        <dl className="grid grid-cols-[10rem_1fr] gap-1 text-sm" data-testid="user-details">
          <dt>{t("admin.userEmail.username")}</dt>
          <dd>{user.username}</dd>
          <dt>{t("admin.userEmail.id")}</dt>
          <dd>{user.id}</dd>
          <dt>{t("admin.userEmail.email")}</dt>
          <dd>{user.email ?? t("admin.userEmail.noEmail")}</dd>
          <dt>{t("admin.userEmail.verified")}</dt>
          <dd>
            {user.emailVerified ? (
              <DateTime value={user.emailVerified} style="dateTime" />
            ) : (
              t("admin.userEmail.notVerified")
            )}
          </dd>
          <dt>{t("admin.userEmail.role")}</dt>
          <dd>{t("admin.userEmail.roles", { role: user.role })}</dd>
          <dt>{t("admin.userEmail.joined")}</dt>
          <dd>
            <DateTime value={user.createdAt} style="dateTime" />
          </dd>
        </dl>
      ) : null}
    </section>
  );
}
