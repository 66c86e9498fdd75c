import { Button } from "@hopper/ui/components/button";
import { cardClassName } from "@hopper/ui/components/card";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { getT } from "@hopper/ui/i18n/server";
import { DateTime } from "@hopper/ui/i18n/format";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { oauthCaller } from "../consent/oauth-caller";
import { scopeMessages } from "../scope-messages";
import { revokeAuthorizationAction } from "./authorizations-actions";
import { authorizationsMessages } from "./authorizations-messages";

export async function generateMetadata() {
  const t = await getT(authorizationsMessages);
  return { title: t("title") };
}

/**
 * /settings/authorizations (guard `auth`, the settings menu): the apps the viewer authorized, each with its creator,
 * what it can do in words and when it was authorized, and Revoke (a form, works without script).
 */
export default async function AuthorizationsPage({ host, searchParams }: ModulePageProps) {
  const [query, t, scopeT, authorizations] = await Promise.all([
    searchParams,
    getT(authorizationsMessages),
    getT(scopeMessages),
    (await oauthCaller()).authorizations.list(),
  ]);
  // Only a refusal this page's action sealed; a made-up `?error=` shows nothing.
  const error = sealedRefusal(query).message;
  return (
    <div className="grid grid-cols-1 gap-8 py-8 md:grid-cols-[14rem_minmax(0,1fr)]">
      <MenuNav label={t("menu")} entries={host.menus.settings} active="/settings/authorizations" />
      <section className="flex flex-col gap-6">
        <h1 className="text-2xl font-bold">{t("heading")}</h1>
        <p className="text-sm text-secondary">{t("intro")}</p>
        {query.notice === "revoked" ? (
          <FormNotice tone="success" boxed testId="authorizations-notice">
            {t("revoked")}
          </FormNotice>
        ) : null}
        {error ? (
          <FormNotice tone="error" boxed testId="authorizations-error">
            {error}
          </FormNotice>
        ) : null}
        {authorizations.length === 0 ? (
          <p className="text-sm" data-testid="authorizations-none">
            {t("none")}
          </p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="authorizations">
            {authorizations.map((entry) => (
              <li
                key={entry.id}
                className={cardClassName({ className: "flex items-start justify-between gap-4" })}
                data-testid="authorization"
              >
                <div className="flex flex-col gap-1 text-sm">
                  {/* dir="auto": the name is the app owner's own text, in any language or direction. */}
                  <strong className="text-base" dir="auto">
                    {entry.app.name}
                  </strong>
                  <span>
                    {t.rich("byCreator", {
                      creator: entry.app.owner.username,
                      profile: (chunks) => (
                        <a className="underline" href={`/user/${encodeURIComponent(entry.app.owner.username)}`}>
                          {chunks}
                        </a>
                      ),
                    })}
                  </span>
                  <span className="text-secondary">
                    {t.rich("granted", { date: () => <DateTime value={entry.createdAt} /> })}
                  </span>
                  <span className="font-semibold">{t("scopes")}</span>
                  <ul className="list-disc pl-5">
                    {entry.scopes.map((scope) => (
                      <li key={scope}>
                        {scope in scopeMessages.messages ? scopeT(scope as keyof typeof scopeMessages.messages) : scope}
                      </li>
                    ))}
                  </ul>
                </div>
                <form action={revokeAuthorizationAction}>
                  <input type="hidden" name="appId" value={entry.appId} />
                  <Button
                    type="submit"
                    variant="danger"
                    size="sm"
                    aria-label={t("revokeLabel", { app: entry.app.name })}
                  >
                    {t("revoke")}
                  </Button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
