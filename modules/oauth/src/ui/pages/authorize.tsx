import { redirect } from "next/navigation";

import { getT } from "@hopper/ui/i18n/server";
import type { PageProps } from "@hopper/ui/server/render-page";
import { getViewer } from "@hopper/ui/server/viewer";

import { ConsentError } from "../consent/consent-error";
import { ConsentFrame } from "../consent/consent-frame";
import { consentMessages } from "../consent/consent-messages";
import { ConsentScreen } from "../consent/consent-screen";
import { startConsent } from "../consent/start-consent";

export async function generateMetadata({ searchParams }: PageProps) {
  const t = await getT(consentMessages);
  // The route checks run in the page, not here: a signed-out visitor is on the way to sign in, and starts nothing.
  if (!(await getViewer())) return { title: t("errorTitle") };
  const start = await startConsent(await searchParams);
  return { title: start.kind === "consent" ? t("title", { app: start.app.name }) : t("errorTitle") };
}

/**
 * /auth/authorize (guards launcher-auth and auth: a signed-out user signs in and comes back to this address with its
 * whole query). An invalid request is an error page and never a redirect; a user who already granted the scopes goes
 * straight back to the app with a code; anyone else sees the consent screen.
 */
export default async function AuthorizePage({ searchParams }: PageProps) {
  const start = await startConsent(await searchParams);
  if (start.kind === "redirect") redirect(start.location);
  return (
    <ConsentFrame>
      {start.kind === "consent" ? (
        <ConsentScreen request={start} />
      ) : (
        <ConsentError
          reason={start.kind === "malformed" ? "invalid_request" : start.error}
          description={start.description}
        />
      )}
    </ConsentFrame>
  );
}
