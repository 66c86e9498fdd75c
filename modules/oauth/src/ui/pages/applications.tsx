import Link from "next/link";

import { FormNotice } from "@hopper/ui/components/form-notice";
import { DateTime } from "@hopper/ui/i18n/format";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { appsCaller } from "../apps/app-caller";
import { AppCard, AppSettingsFrame } from "../apps/app-frame";
import { CreateAppForm } from "../apps/app-forms";
import { appMessages } from "../apps/app-messages";
import { formScopes } from "../apps/grantable-scopes";

export async function generateMetadata() {
  const t = await getT(appMessages);
  return { title: t("list.title") };
}

/** /settings/applications: the viewer's apps and the "New application" form. */
export default async function ApplicationsPage({ host, searchParams }: ModulePageProps) {
  const [apps, t, query] = await Promise.all([(await appsCaller()).mine(), getT(appMessages), searchParams]);
  return (
    <AppSettingsFrame title={t("list.heading")} host={host}>
      <p className="text-sm text-secondary">{t("list.intro")}</p>
      {query.notice === "deleted" ? (
        <FormNotice tone="success" boxed testId="page-notice">
          {t("remove.deleted")}
        </FormNotice>
      ) : null}
      <AppCard title={t("list.yours")} testId="your-apps">
        {apps.length === 0 ? <p className="text-sm text-secondary">{t("list.none")}</p> : null}
        <ul className="flex flex-col gap-3">
          {apps.map((app) => (
            <li key={app.id} className="flex items-start justify-between gap-4 rounded-xl border border-divider p-4">
              <div className="flex min-w-0 flex-col gap-1 text-sm">
                <strong dir="auto">{app.name}</strong>
                <code className="text-xs">{app.id}</code>
                <span className="text-xs text-secondary">
                  {app.isPublic ? t("list.publicClient") : t("list.confidentialClient")} ·{" "}
                  {t.rich("list.created", { date: () => <DateTime value={app.createdAt} /> })}
                </span>
                {app.disabledAt ? <span className="text-xs text-danger">{t("list.disabled")}</span> : null}
              </div>
              <Link className="text-sm underline" href={`/settings/applications/${app.id}`}>
                <span dir="auto">{t("list.manage", { name: app.name })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </AppCard>
      <AppCard title={t("form.newHeading")}>
        <CreateAppForm scopes={formScopes} />
      </AppCard>
    </AppSettingsFrame>
  );
}
