import { notFound } from "next/navigation";

import { BAN_REASON_MAX } from "@hopper/accounts/server";
import { projectTypeMessages, statusMessages } from "@hopper/catalog/server";
import type { ProjectType } from "@hopper/catalog/server";
import { REF_MAX } from "@hopper/core/validation";
import { Button } from "@hopper/ui/components/button";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { DateTime } from "@hopper/ui/i18n/format";
import { getT } from "@hopper/ui/i18n/server";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { banAction, unbanAction } from "../actions/user-actions";
import { staffMessages } from "../messages/staff";
import { moderationCaller } from "../staff-caller";

async function usernameOf(params: ModulePageProps["params"]): Promise<string> {
  const { username } = await params;
  if (typeof username !== "string") return "";
  // Usernames have no "%": a value that does not decode is no username (the service then finds nobody).
  try {
    return decodeURIComponent(username);
  } catch {
    return username;
  }
}

export async function generateMetadata({ params }: Pick<ModulePageProps, "params">) {
  const t = await getT(staffMessages);
  return { title: t("user.title", { username: await usernameOf(params) }) };
}

/**
 * /moderation/user/{username} (staff): an account's email, sign-in methods, two-factor, projects and the reports
 * against it, and the ban form (reason required) or the unban button. A moderator may not ban an admin or
 * themselves; the service refuses, and the refusal comes back here as the page's notice.
 */
export default async function StaffUserPage({ host, params, searchParams }: ModulePageProps) {
  const username = await usernameOf(params);
  if (!username || username.length > REF_MAX) notFound();
  const query = await searchParams;
  const [found, t, types, statuses] = await Promise.all([
    (await moderationCaller()).users.details({ username }),
    getT(staffMessages),
    getT(projectTypeMessages),
    getT(statusMessages),
  ]);
  const error = sealedRefusal(query).message;
  const notice = query.notice === "banned" || query.notice === "unbanned" ? query.notice : null;
  const frame = (children: React.ReactNode) => (
    <section className="flex min-w-0 flex-col gap-4 py-8">
      <h1 className="break-words text-2xl font-bold">
        {t("user.heading", { username: found?.user.username ?? username })}
      </h1>
      <MenuNav label={t("home.menu")} entries={host.menus.admin} active="/moderation" variant="inline" />
      {children}
    </section>
  );
  if (!found) return frame(<p role="alert">{t("user.notFound", { username })}</p>);
  const { user, projects, reports } = found;
  const dt = "text-secondary";
  return frame(
    <>
      {error ? (
        <FormNotice tone="error" boxed testId="user-error">
          {error}
        </FormNotice>
      ) : null}
      {notice ? (
        <FormNotice tone="success" boxed testId="user-notice">
          {notice === "banned"
            ? t("user.bannedNotice", { username: user.username })
            : t("user.unbannedNotice", { username: user.username })}
        </FormNotice>
      ) : null}
      <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm" data-testid="staff-user">
        <dt className={dt}>{t("user.id")}</dt>
        <dd>{user.id}</dd>
        <dt className={dt}>{t("user.role")}</dt>
        <dd>{t("user.roles", { role: user.role })}</dd>
        <dt className={dt}>{t("user.email")}</dt>
        <dd className="break-all">
          {user.email ? (
            <>
              {user.email} ({user.emailVerified ? t("user.verified") : t("user.unverified")})
            </>
          ) : (
            t("user.noEmail")
          )}
        </dd>
        <dt className={dt}>{t("user.joined")}</dt>
        <dd>
          <DateTime value={user.createdAt} style="dateTime" />
        </dd>
        <dt className={dt}>{t("user.signIn")}</dt>
        <dd data-testid="sign-in-methods">
          {user.hasPassword ? t("user.password") : t("user.noPassword")}; {t("user.linked")}:{" "}
          {user.linkedProviders.length > 0 ? user.linkedProviders.join(", ") : t("user.noLinked")}
        </dd>
        <dt className={dt}>{t("user.twoFactor")}</dt>
        <dd data-testid="two-factor">{user.twoFactorOn ? t("user.twoFactorOn") : t("user.twoFactorOff")}</dd>
        <dt className={dt}>{t("user.reports")}</dt>
        <dd data-testid="user-reports">
          {t("user.reportCount", { count: reports.total, open: String(reports.open) })}
        </dd>
      </dl>
      <p className="text-sm">
        <a className="underline" href={`/user/${encodeURIComponent(user.username)}`}>
          {t("user.profile")}
        </a>
      </p>
      <section aria-labelledby="user-projects" className="flex flex-col gap-2">
        <h2 id="user-projects" className="text-lg font-semibold">
          {t("user.projects")}
        </h2>
        {projects.length === 0 ? <p className="text-sm">{t("user.noProjects")}</p> : null}
        <ul className="flex flex-col gap-1 text-sm" data-testid="user-projects">
          {projects.map((project) => (
            <li key={project.id} className="break-words">
              <a dir="auto" className="underline" href={`/${project.projectType}/${project.slug}`}>
                {project.name}
              </a>{" "}
              <span className="text-secondary">
                {types(project.projectType as ProjectType)} ·{" "}
                {Object.hasOwn(statusMessages.messages, project.status)
                  ? statuses(project.status as keyof typeof statusMessages.messages)
                  : project.status}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="user-ban" className="flex flex-col gap-2" data-testid="ban-section">
        <h2 id="user-ban" className="text-lg font-semibold">
          {t("user.ban")}
        </h2>
        {user.bannedAt ? (
          <>
            <p className="text-sm" data-testid="ban-state">
              {t.rich("user.banned", {
                date: () => <DateTime value={user.bannedAt ?? new Date(0)} style="dateTime" />,
              })}
            </p>
            {user.banReason ? (
              <p className="break-words text-sm">{t("user.bannedReason", { reason: user.banReason })}</p>
            ) : null}
            <form action={unbanAction}>
              <input type="hidden" name="userId" value={user.id} />
              <input type="hidden" name="username" value={user.username} />
              <Button type="submit" variant="secondary" size="sm">
                {t("user.unbanButton")}
              </Button>
            </form>
          </>
        ) : (
          <>
            <p className="text-sm" data-testid="ban-state">
              {t("user.notBanned")}
            </p>
            <form action={banAction} className="flex flex-col gap-2">
              <input type="hidden" name="userId" value={user.id} />
              <input type="hidden" name="username" value={user.username} />
              <label className="flex flex-col gap-1 text-sm">
                {t("user.reason")}
                <textarea
                  name="reason"
                  required
                  maxLength={BAN_REASON_MAX}
                  rows={3}
                  className="rounded-lg border border-divider bg-input px-3 py-1.5"
                />
              </label>
              <Button type="submit" variant="danger" size="sm">
                {t("user.banButton")}
              </Button>
            </form>
          </>
        )}
      </section>
    </>,
  );
}
