"use server";

import { revokeSession } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { getViewer } from "@hopper/ui/server/viewer";

import { signOut } from "../../server/auth/next-auth";

/** Signing out revokes the session row, so a copied cookie stops working too. */
export async function signOutAction(): Promise<void> {
  const viewer = await getViewer();
  if (viewer?.sessionId) await revokeSession(db(), viewer.sessionId);
  await signOut({ redirectTo: "/" });
}
