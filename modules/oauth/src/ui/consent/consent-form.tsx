"use client";

import { useActionState } from "react";
import { useFormStatus } from "react-dom";

import { Button } from "@hopper/ui/components/button";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { useT } from "@hopper/ui/i18n/client";

import { answerConsentAction } from "./consent-actions";
import { consentMessages } from "./consent-messages";
import { IDLE } from "./consent-state";
import type { ConsentState } from "./consent-state";

function Answers() {
  const t = useT(consentMessages);
  // Disabled while the answer is sent, so a double click cannot answer twice.
  const { pending } = useFormStatus();
  return (
    <div className="flex flex-wrap justify-end gap-3" role="group" aria-label={t("answers")}>
      <Button type="submit" name="answer" value="reject" variant="secondary" disabled={pending}>
        {t("decline")}
      </Button>
      <Button type="submit" name="answer" value="accept" disabled={pending}>
        {t("authorize")}
      </Button>
    </div>
  );
}

/**
 * Where the consent goes after the answer. A meta refresh navigates to the app, as the server renders it for a form
 * posted without JavaScript and as React inserts it after an answer with JavaScript (a meta refresh acts when it
 * enters the document), so there is exactly one navigation either way; the link is there if a browser holds it back
 * (an app scheme it asks about).
 */
function Outcome({ state, app }: { state: ConsentState; app: string }) {
  const t = useT(consentMessages);
  if (state.kind === "redirect") {
    return (
      <div className="flex flex-col gap-2">
        <meta httpEquiv="refresh" content={`0;url=${state.location}`} />
        <FormNotice tone="info" testId="consent-redirecting">
          {t("redirecting", { app })}
        </FormNotice>
        <a href={state.location} className="text-sm font-semibold underline" data-testid="consent-continue">
          {t("continue", { app })}
        </a>
      </div>
    );
  }
  if (state.kind === "gone") {
    return (
      <div className="flex flex-col gap-1">
        <FormNotice tone="error" testId="consent-error">
          {t("noLocation")}
        </FormNotice>
        <p className="text-sm text-secondary">{t("noLocationHelp")}</p>
      </div>
    );
  }
  if (state.kind === "signedOut") {
    return (
      <FormNotice tone="error" testId="consent-error">
        {t("signedOut")}
      </FormNotice>
    );
  }
  return null;
}

/** Authorize and Decline, posting the flow id to the server action (works without JavaScript). */
export function ConsentForm({ flowId, app }: { flowId: string; app: string }) {
  const [state, action] = useActionState(answerConsentAction, IDLE);
  return (
    <form action={action} className="flex flex-col gap-4" data-testid="consent-form">
      <input type="hidden" name="flowId" value={flowId} />
      {state.kind === "idle" ? <Answers /> : <Outcome state={state} app={app} />}
    </form>
  );
}
