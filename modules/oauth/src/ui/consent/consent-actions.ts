"use server";

import { oauthCaller, siteOrigin } from "./oauth-caller";
import type { ConsentState } from "./consent-state";

/** A TRPCError as the server-side caller throws it (told by name: the module does not depend on @trpc/server). */
const trpcCode = (error: unknown): string | null =>
  error instanceof Error && error.name === "TRPCError" && "code" in error ? String(error.code) : null;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * Authorize or Decline (the pressed button's `answer`), through the procedure. It answers the location to navigate
 * to instead of redirecting: a redirect after a form post is checked against the page's CSP form-action ('self'
 * https:), which would block the loopback http and app-scheme redirect URIs desktop apps register (RFC 8252). The
 * form then navigates by a meta refresh, which works without JavaScript and is not a form submission.
 */
export async function answerConsentAction(_previous: ConsentState, form: FormData): Promise<ConsentState> {
  const answer = text(form, "answer") === "accept" ? "accept" : "reject";
  try {
    const caller = await oauthCaller();
    const answered = await caller.consent.answer({ flowId: text(form, "flowId"), answer, origin: await siteOrigin() });
    return answered ? { kind: "redirect", location: answered.location } : { kind: "gone" };
  } catch (error) {
    const code = trpcCode(error);
    if (code === "UNAUTHORIZED") return { kind: "signedOut" };
    // A malformed flow id (the form was edited) is no flow at all.
    if (code === "BAD_REQUEST") return { kind: "gone" };
    throw error;
  }
}
