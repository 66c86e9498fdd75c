"use server";

import { redirect } from "next/navigation";

import { revokeSession } from "@hopper/core/auth";
import { db } from "@hopper/core/db";

import { clearSessionCookie, readSessionCookie } from "./session-cookie";

/** Signing out revokes the session row, so a copied cookie stops working too. */
export async function signOutAction(): Promise<void> {
  const token = await readSessionCookie();
  if (token) await revokeSession(db(), token);
  await clearSessionCookie();
  redirect("/");
}
