import { Button } from "@hopper/ui/components/button";
import { getT } from "@hopper/ui/i18n/server";

import { consentMessages } from "./consent-messages";

/** Where Authorize and Decline post (server/http/consent-answer.ts). */
export const CONSENT_ANSWER_PATH = "/auth/authorize/answer";

/**
 * Authorize and Decline: a plain form posting the flow id and the pressed button's answer to a route, not a server
 * action. A redirect answering a form post is checked against this page's CSP form-action ('self' https:), which would
 * block the loopback http and app-scheme redirect URIs desktop apps register (RFC 8252); the route answers a page
 * that navigates by a meta refresh instead, the same with or without JavaScript, and this page is never rendered
 * again by the post (which would start the request a second time).
 */
export async function ConsentForm({ flowId }: { flowId: string }) {
  const t = await getT(consentMessages);
  return (
    <form method="post" action={CONSENT_ANSWER_PATH} className="flex flex-col gap-4" data-testid="consent-form">
      <input type="hidden" name="flowId" value={flowId} />
      <div className="flex flex-wrap justify-end gap-3" role="group" aria-label={t("answers")}>
        <Button type="submit" name="answer" value="reject" variant="secondary">
          {t("decline")}
        </Button>
        <Button type="submit" name="answer" value="accept">
          {t("authorize")}
        </Button>
      </div>
    </form>
  );
}
