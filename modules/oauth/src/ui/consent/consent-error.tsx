import { getT } from "@hopper/ui/i18n/server";

import { consentMessages } from "./consent-messages";

export type ConsentErrorReason = keyof typeof consentMessages.messages.error.reasons;

/**
 * The error page of an authorization request that cannot be answered to the app (unknown app, unregistered redirect
 * URI, scopes beyond the app's maximum, a malformed request): what is wrong, in words, and no redirect anywhere.
 */
export async function ConsentError({ reason, description }: { reason: ConsentErrorReason; description: string }) {
  const t = await getT(consentMessages);
  return (
    <div className="flex flex-col gap-3" data-testid="consent-invalid">
      <h1 className="text-xl font-bold">{t("error.heading")}</h1>
      <p className="font-semibold" data-testid="consent-invalid-reason">
        {t(`error.reasons.${reason}`)}
      </p>
      {/* The service's own words (English): which app id, redirect URI or scope is wrong. */}
      <p className="text-sm break-all" role="alert" data-testid="consent-invalid-description">
        {description}
      </p>
      <p className="text-sm text-secondary">{t("error.notRedirected")}</p>
      <a className="text-sm underline" href="/">
        {t("error.home")}
      </a>
    </div>
  );
}
