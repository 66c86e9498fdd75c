import { formatMinorUnits } from "@hopper/core/format";
import { buttonClassName } from "@hopper/ui/components/button";
import { Card, cardClassName } from "@hopper/ui/components/card";
import { inputClassName } from "@hopper/ui/components/field";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { getT } from "@hopper/ui/i18n/server";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import type { MonetizationView } from "../../../server/services/revenue/monetization";
import { MonetizationCard } from "../../revenue/monetization-card";
import { setPoolAction } from "../../revenue/revenue-actions";
import { revenueMessages } from "../../revenue/revenue-messages";
import { revenueCaller } from "../../revenue/revenue-run";

export async function generateMetadata() {
  const t = await getT(revenueMessages);
  return { title: t("admin.title") };
}

const PATH = "/admin/revenue";

/** The project a `?project=` asks for, or null when there is none (or the viewer may not see it). */
async function lookUp(project: string | undefined): Promise<MonetizationView | null> {
  if (!project) return null;
  try {
    return await (await revenueCaller()).monetization({ project: project.slice(0, 64) });
  } catch (error) {
    // Not found, or a malformed id: the page says "Project not found"; anything else is a real failure.
    if (error instanceof Error && error.name === "TRPCError") return null;
    throw error;
  }
}

/**
 * /admin/revenue (guards `auth`, `admin`; docs/analytics.md "Revenue"): set a month's pool and what counts; the
 * months with their pool, what was distributed and what nobody earned; a project's monetization by id or slug
 * (force-demonetizing).
 */
export default async function AdminRevenuePage({ host, searchParams }: ModulePageProps) {
  const query = await searchParams;
  const projectQuery = typeof query.project === "string" ? query.project : undefined;
  const [t, pools, project] = await Promise.all([
    getT(revenueMessages),
    (await revenueCaller()).pools(),
    lookUp(projectQuery),
  ]);
  const refusal = sealedRefusal(query).message;
  const nextMonth = new Date();
  nextMonth.setUTCDate(1);
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
  return (
    <section className="flex flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">{t("admin.heading")}</h1>
      <MenuNav label={t("admin.menu")} entries={host.menus.admin} active={PATH} variant="inline" />
      {refusal ? (
        <FormNotice tone="error" testId="form-error">
          {refusal}
        </FormNotice>
      ) : query.notice === "saved" ? (
        <FormNotice tone="success" testId="form-done">
          {t("admin.saved")}
        </FormNotice>
      ) : query.notice === "monetization" ? (
        <FormNotice tone="success" testId="form-done">
          {t("card.saved")}
        </FormNotice>
      ) : null}
      <p className="text-sm text-secondary">{t("admin.note")}</p>
      <Card padding="md">
        <form action={setPoolAction} className="flex flex-wrap items-end gap-3" data-testid="pool-form">
          <label className="flex flex-col gap-1 text-sm">
            {t("admin.month")}
            <input
              className={inputClassName}
              type="month"
              name="month"
              required
              maxLength={7}
              defaultValue={nextMonth.toISOString().slice(0, 7)}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t("admin.amount")}
            <input className={inputClassName} name="amount" required maxLength={32} inputMode="decimal" />
          </label>
          <fieldset className="flex gap-3 text-sm">
            <legend>{t("admin.counts")}</legend>
            <label className="flex items-center gap-1">
              <input type="checkbox" name="views" defaultChecked /> {t("admin.views")}
            </label>
            <label className="flex items-center gap-1">
              <input type="checkbox" name="downloads" defaultChecked /> {t("admin.downloads")}
            </label>
          </fieldset>
          <button type="submit" className={buttonClassName({ variant: "primary" })}>
            {t("admin.save")}
          </button>
        </form>
      </Card>
      <h2 className="text-lg font-semibold">{t("admin.pools")}</h2>
      {pools.length === 0 ? (
        <p className="text-secondary">{t("admin.none")}</p>
      ) : (
        <div className={cardClassName({ padding: "sm", className: "relative overflow-x-auto" })}>
          <table className="w-full text-left text-sm" data-testid="pool-list">
            <thead>
              <tr className="border-b border-divider">
                <th className="p-2">{t("admin.month")}</th>
                <th className="p-2 text-right">{t("admin.pool")}</th>
                <th className="p-2">{t("admin.counts")}</th>
                <th className="p-2">{t("admin.days")}</th>
                <th className="p-2 text-right">{t("admin.distributed")}</th>
                <th className="p-2 text-right">{t("admin.undistributed")}</th>
              </tr>
            </thead>
            <tbody>
              {pools.map((pool) => (
                <tr key={pool.month} className="border-b border-divider last:border-0" data-testid="pool-row">
                  <td className="p-2">{pool.month}</td>
                  <td className="p-2 text-right tabular-nums">{formatMinorUnits(pool.amountMinor)}</td>
                  <td className="p-2">
                    {pool.countsViews && pool.countsDownloads
                      ? t("admin.countsBoth")
                      : pool.countsViews
                        ? t("admin.views")
                        : t("admin.downloads")}
                  </td>
                  <td className="p-2">
                    {t("admin.daysOf", { split: String(pool.daysSplit), days: String(pool.daysInMonth) })}
                  </td>
                  <td className="p-2 text-right tabular-nums">{formatMinorUnits(pool.distributedMinor)}</td>
                  <td className="p-2 text-right tabular-nums">{formatMinorUnits(pool.undistributedMinor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2 className="text-lg font-semibold">{t("admin.projectHeading")}</h2>
      <form method="get" action={PATH} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          {t("admin.project")}
          <input
            className={inputClassName}
            name="project"
            required
            maxLength={64}
            defaultValue={projectQuery?.slice(0, 64)}
          />
        </label>
        <button type="submit" className={buttonClassName({ variant: "secondary" })}>
          {t("admin.find")}
        </button>
      </form>
      {projectQuery && !project ? <p className="text-secondary">{t("card.notFound")}</p> : null}
      {project ? (
        <div className="flex flex-col gap-1">
          <a className="font-semibold underline" href={`/project/${project.slug}`} dir="auto">
            {project.name}
          </a>
          <MonetizationCard project={project} back={PATH} />
        </div>
      ) : null}
    </section>
  );
}
