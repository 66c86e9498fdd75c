import "server-only";

import { cookies, headers } from "next/headers";

import { SESSION_COOKIE, SESSION_LIFETIME_DAYS } from "@hopper/core/auth";

/** Browsers treat localhost as secure, so only plain-HTTP deployments on other hosts get a non-secure cookie. */
async function isSecureContext(): Promise<boolean> {
  const h = await headers();
  const proto = h.get("x-forwarded-proto") ?? "http";
  const host = (h.get("host") ?? "").split(":")[0] ?? "";
  return proto === "https" || host === "localhost" || host === "127.0.0.1";
}

export async function setSessionCookie(token: string): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: await isSecureContext(),
    path: "/",
    maxAge: SESSION_LIFETIME_DAYS * 86_400,
  });
}

export async function clearSessionCookie(): Promise<void> {
  (await cookies()).delete(SESSION_COOKIE);
}

export async function readSessionCookie(): Promise<string | undefined> {
  return (await cookies()).get(SESSION_COOKIE)?.value;
}
