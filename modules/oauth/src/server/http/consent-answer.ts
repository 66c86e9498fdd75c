import { requestLocale } from "@hopper/ui/server/localized-error";
import { isCrossSiteRequest } from "@hopper/ui/server/same-origin";

import { noLocationPage, redirectPage } from "../../ui/consent/answer-page";
import { oauthCaller, siteOrigin } from "../../ui/consent/oauth-caller";

const html = (body: string, status: number) =>
  new Response(body, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });

/** A TRPCError as the server-side caller throws it (told by name: the module does not depend on @trpc/server). */
const trpcCode = (error: unknown): string | null =>
  error instanceof Error && error.name === "TRPCError" && "code" in error ? String(error.code) : null;

/**
 * POST /auth/authorize/answer: Authorize or Decline on the consent screen (`flowId`, `answer`), through the
 * procedure (signed-in browser only). The Origin check stands in for server actions' CSRF protection. Answers the
 * page that sends the browser to the app, or the spec's 'No redirect location found in response'.
 */
export async function POST(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request)) return new Response("Cross-site request refused.", { status: 403 });
  const locale = requestLocale(request);
  const form = await request.formData().catch(() => new FormData());
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  try {
    const caller = await oauthCaller();
    const answered = await caller.consent.answer({
      flowId: field("flowId"),
      answer: field("answer") === "accept" ? "accept" : "reject",
      origin: await siteOrigin(),
    });
    return answered ? html(redirectPage(locale, answered.location), 200) : html(noLocationPage(locale, false), 400);
  } catch (error) {
    const code = trpcCode(error);
    if (code === "UNAUTHORIZED" || code === "FORBIDDEN") return html(noLocationPage(locale, true), 401);
    // A malformed flow id (the form was edited) is no flow at all.
    if (code === "BAD_REQUEST") return html(noLocationPage(locale, false), 400);
    throw error;
  }
}
