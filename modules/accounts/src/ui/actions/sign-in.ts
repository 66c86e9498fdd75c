"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { createSession } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { authenticate } from "../../server/services/authenticate";
import { safeRedirectPath } from "./safe-redirect";
import { setSessionCookie } from "./session-cookie";

export interface SignInState {
  error: string | null;
  identifier: string;
}

/** The sign-in form's action. Server actions check the Origin header, which is the CSRF protection here. */
export async function signInAction(_previous: SignInState, form: FormData): Promise<SignInState> {
  const identifier = String(form.get("identifier") ?? "");
  const password = String(form.get("password") ?? "");
  let userId: string;
  try {
    userId = await authenticate(db(), identifier, password);
  } catch (error) {
    if (error instanceof AppError) return { error: error.message, identifier };
    throw error;
  }
  const h = await headers();
  const session = await createSession(db(), userId, {
    ip: h.get("x-forwarded-for")?.split(",")[0]?.trim() ?? null,
    userAgent: h.get("user-agent"),
  });
  await setSessionCookie(session.token);
  redirect(safeRedirectPath(form.get("redirect")));
}
