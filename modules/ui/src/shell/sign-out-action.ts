"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";

import { revokeSession, SESSION_COOKIE } from "@hopper/core/auth";
import { db } from "@hopper/core/db";

/**
 * Sign out from the header's user menu. The shell cannot import the accounts module (modules depend on
 * ui, not the other way round), so it calls the kernel's session service directly: revoke the session row
 * so a copied cookie stops working, then drop the cookie.
 */
export async function headerSignOutAction(): Promise<void> {
  const jar = await cookies();
  const token = jar.get(SESSION_COOKIE)?.value;
  if (token) await revokeSession(db(), token);
  jar.delete(SESSION_COOKIE);
  redirect("/");
}
