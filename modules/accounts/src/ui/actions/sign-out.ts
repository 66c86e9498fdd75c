"use server";

import { signOut } from "../../server/auth/next-auth";
import { accountsCaller } from "../caller";

/** Signing out revokes the session row (procedure), then Auth.js clears the cookie. */
export async function signOutAction(): Promise<void> {
  await (await accountsCaller()).auth.endCurrentSession();
  await signOut({ redirectTo: "/" });
}
