import "server-only";

import { redirect } from "next/navigation";

import { getViewer } from "@hopper/ui/server/viewer";

/** Actions run outside page guards, so each checks the session itself. */
export async function requireViewer() {
  const viewer = await getViewer();
  if (!viewer) redirect("/auth/sign-in");
  return viewer;
}
