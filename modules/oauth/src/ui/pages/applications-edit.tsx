import Link from "next/link";
import { notFound } from "next/navigation";

import { FormNotice } from "@hopper/ui/components/form-notice";
import { DateTime } from "@hopper/ui/i18n/format";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { appsCaller } from "../apps/app-caller";
import { AppCard, AppSettingsFrame } from "../apps/app-frame";
import { EditAppForm } from "../apps/app-forms";
import { DeleteAppForm, IconForm, RotateSecretForm } from "../apps/app-manage-forms";
import { appMessages } from "../apps/app-messages";
import { formScopes } from "../apps/grantable-scopes";

/** The viewer's app `id`, or null when it is not theirs or does not exist (the page is then a 404). */
async function ownApp(params: ModulePageProps["params"]) {
  const { id } = await params;
  try {
    return await (await appsCaller()).own({ appId: typeof id === "string" ? id : "" });
  } catch (error) {
    // Not theirs, gone, or no id at all (the path's segment past any id's length): the same 404. Signed out, only
    // generateMetadata gets here (the page's `auth` guard sends the visitor to sign in first).
    const code = error instanceof Error && error.name === "TRPCError" ? (error as { code?: string }).code : undefined;
    if (code === "NOT_FOUND" || code === "BAD_REQUEST" || code === "UNAUTHORIZED") return null;
    throw error;
  }
}

export async function generateMetadata({ params }: ModulePageProps) {
  const [app, t] = await Promise.all([ownApp(params), getT(appMessages)]);
  return { title: app ? t("edit.title", { name: app.name }) : t("list.title") };
}

/** /settings/applications/{id}: one of the viewer's apps: details, icon, secret, delete. */
export default async function ApplicationPage({ host, params, searchParams }: ModulePageProps) {
  const [app, t, query] = await Promise.all([ownApp(params), getT(appMessages), searchParams]);
  if (!app) notFound();
  return (
    <AppSettingsFrame title={app.name} host={host}>
      <Link href="/settings/applications" className="text-sm underline">
        {t("edit.back")}
      </Link>
      {app.disabledAt ? (
        <FormNotice tone="error" boxed>
          {t("edit.disabled")}
        </FormNotice>
      ) : null}
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{t("edit.clientId")}</dt>
        <dd>
          <code data-testid="client-id">{app.id}</code>
        </dd>
        <dt className="font-semibold">{t("edit.kind")}</dt>
        <dd>{app.isPublic ? t("list.publicClient") : t("list.confidentialClient")}</dd>
      </dl>
      <AppCard title={t("form.editHeading")}>
        <EditAppForm
          appId={app.id}
          scopes={formScopes}
          initial={{
            name: app.name,
            description: app.description ?? "",
            url: app.url ?? "",
            redirectUris: app.redirectUris.join("\n"),
            maxScopes: app.maxScopes,
          }}
        />
      </AppCard>
      <AppCard title={t("icon.heading")}>
        {app.iconUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a stored icon, already re-encoded and small.
          <img src={app.iconUrl} alt={t("icon.current")} width={64} height={64} className="rounded-lg" />
        ) : (
          <p className="text-sm text-secondary">{t("icon.none")}</p>
        )}
        <IconForm appId={app.id} hasIcon={app.iconUrl !== null} />
      </AppCard>
      <AppCard title={t("secret.heading")} testId="secret-card">
        {app.isPublic || !app.secretCreatedAt ? (
          <p className="text-sm">{t("secret.publicClient")}</p>
        ) : (
          <>
            <p className="text-sm">
              {t.rich("secret.intro", { date: () => <DateTime value={app.secretCreatedAt!} /> })}
            </p>
            <RotateSecretForm appId={app.id} />
          </>
        )}
      </AppCard>
      <AppCard title={t("remove.heading")}>
        <p className="text-sm">{t("remove.intro")}</p>
        <DeleteAppForm appId={app.id} name={app.name} confirming={query.confirm === "delete"} />
      </AppCard>
    </AppSettingsFrame>
  );
}
