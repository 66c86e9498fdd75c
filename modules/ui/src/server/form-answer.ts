import type { AppError } from "@hopper/core/errors";

import { localRedirect } from "./local-redirect";

/**
 * How an upload form's route answers. The plain form post (no JavaScript) gets a redirect: to the result, or
 * back to the form with the refusal in the query. The site's upload script (@hopper/ui/forms/upload-progress)
 * sends `Accept: application/json` and gets `{ location }` or a 4xx `{ error, fields }`, so a refused upload
 * leaves the form as it was — files included, which a redirect cannot give back.
 */
export function wantsJson(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("application/json");
}

/** The upload went through: go to `location` (a path of this site). */
export function formDone(request: Request, location: string): Response {
  return wantsJson(request) ? Response.json({ location }) : localRedirect(location);
}

/** The upload was refused: the message and each field's message, or back to the form at `back`. */
export function formRefused(request: Request, error: AppError, back: string): Response {
  return wantsJson(request)
    ? Response.json({ error: error.message, fields: error.fields ?? {} }, { status: error.status })
    : localRedirect(back);
}

/**
 * A signed-out upload (the session ended while the form was open): the script gets a 401 with where to sign in,
 * a plain post is sent there; either way the sign-in comes back to `back`.
 */
export function formSignInAgain(request: Request, back: string): Response {
  const signIn = `/auth/sign-in?redirect=${encodeURIComponent(back)}`;
  return wantsJson(request)
    ? Response.json({ error: "Your session has ended: sign in again, then upload.", location: signIn }, { status: 401 })
    : localRedirect(signIn);
}
