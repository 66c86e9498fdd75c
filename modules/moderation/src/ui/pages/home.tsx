import { redirect } from "next/navigation";

import { REF_MAX } from "@hopper/core/validation";
import { buttonClassName } from "@hopper/ui/components/button";
import { DateTime, FormattedNumber, RelativeTime } from "@hopper/ui/i18n/format";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { staffMessages } from "../messages/staff";
import { moderationCaller } from "../staff-caller";

export async function generateMetadata() {
  const t = await getT(staffMessages);
  return { title: t("home.title") };
}

/**
 * /moderation (staff): the counts a moderator starts from (in review, open reports, the oldest project waiting)
 * and the user look-up, a plain GET form whose `?user=` this page turns into the user's staff page.
 */
export default async function ModerationHomePage({ host, searchParams }: ModulePageProps) {
  const { user } = await searchParams;
  const wanted = typeof user === "string" ? user.trim() : "";
  if (wanted && wanted.length <= REF_MAX) redirect(`/moderation/user/${encodeURIComponent(wanted)}`);
  const [overview, t] = await Promise.all([(await moderationCaller()).users.overview(), getT(staffMessages)]);
  const card = "flex min-w-0 flex-col gap-1 rounded-lg border border-divider p-3";
  return (
    <section className="flex min-w-0 flex-col gap-6 py-8">
      <h1 className="text-2xl font-bold">{t("home.heading")}</h1>
      <MenuNav label={t("home.menu")} entries={host.menus.admin} active="/moderation" variant="inline" />
      <section aria-labelledby="moderation-counts" className="flex flex-col gap-3">
        <h2 id="moderation-counts" className="text-lg font-semibold">
          {t("home.counts")}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-3" data-testid="moderation-counts">
          <div className={card}>
            <dt className="text-sm text-secondary">{t("home.inReview")}</dt>
            <dd className="text-2xl font-bold" data-testid="count-in-review">
              <FormattedNumber value={overview.inReview} />
            </dd>
          </div>
          <div className={card}>
            <dt className="text-sm text-secondary">{t("home.openReports")}</dt>
            <dd className="text-2xl font-bold" data-testid="count-open-reports">
              <FormattedNumber value={overview.openReports} />
            </dd>
          </div>
          <div className={card}>
            <dt className="text-sm text-secondary">{t("home.oldest")}</dt>
            <dd className="break-words" data-testid="oldest-waiting">
              {overview.oldest ? (
                <>
                  <a
                    dir="auto"
                    className="underline"
                    href={`/${overview.oldest.projectType}/${overview.oldest.slug}/moderation`}
                  >
                    {overview.oldest.name}
                  </a>{" "}
                  {overview.oldest.queued ? (
                    <span>
                      <RelativeTime value={overview.oldest.queued} /> (
                      <DateTime value={overview.oldest.queued} style="dateTime" />)
                    </span>
                  ) : null}
                </>
              ) : (
                t("home.oldestNone")
              )}
            </dd>
          </div>
        </dl>
        <a className={buttonClassName({ variant: "primary", size: "sm" })} href="/moderation/review">
          {t("home.toQueue")}
        </a>
      </section>
      <section aria-labelledby="moderation-lookup" className="flex flex-col gap-3">
        <h2 id="moderation-lookup" className="text-lg font-semibold">
          {t("home.lookup")}
        </h2>
        <form method="get" action="/moderation" className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-sm">
            {t("home.username")}
            <input
              name="user"
              required
              maxLength={REF_MAX}
              autoComplete="off"
              className="rounded-lg border border-divider bg-input px-3 py-1.5"
            />
          </label>
          <button type="submit" className={buttonClassName({ variant: "secondary", size: "sm" })}>
            {t("home.lookUp")}
          </button>
        </form>
      </section>
    </section>
  );
}
