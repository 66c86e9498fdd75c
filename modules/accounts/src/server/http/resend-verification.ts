import { cookies } from "next/headers";

import { resolveViewer, sessionIdFromCookies } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { localRedirect } from "@hopper/ui/server/local-redirect";
import { isCrossSiteRequest } from "@hopper/ui/server/same-origin";

import { resendVerificationMail } from "../services/email-verification";

const back = (outcome: string) => localRedirect(`/settings/account?verification=${outcome}`);

/**
 * POST /auth/resend-verification: the unverified-email banner's button. A plain form post, so it works
 * without JavaScript on every page; the Origin check stands in for server actions' CSRF protection.
 */
export async function POST(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request)) return new Response("Cross-site request refused.", { status: 403 });
  const jar = await cookies();
  const sessionId = await sessionIdFromCookies((name) => jar.get(name)?.value);
  const viewer = sessionId ? await resolveViewer(db(), { sessionId }) : null;
  if (!viewer) return localRedirect("/auth/sign-in?redirect=%2Fsettings%2Faccount");
  try {
    await resendVerificationMail(db(), viewer.user.id);
    return back("sent");
  } catch (error) {
    if (error instanceof AppError) return back(error.code === "ratelimit_error" ? "rate-limited" : "unavailable");
    throw error;
  }
}
