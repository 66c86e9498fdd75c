"use server";

import { redirect } from "next/navigation";

import { actorOf } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { getViewer } from "@hopper/ui/server/viewer";

import { acceptInvitation, declineInvitation } from "../../server/services/teams";

/** Accept or Decline of a pending project invitation on /dashboard/projects; the team services decide. */
export async function invitationAction(form: FormData) {
  const viewer = await getViewer();
  if (!viewer) redirect("/auth/sign-in?redirect=%2Fdashboard%2Fprojects");
  const actor = actorOf(viewer);
  const projectId = String(form.get("projectId") ?? "");
  const accept = form.get("intent") === "accept";
  const params = new URLSearchParams();
  try {
    if (accept) await acceptInvitation(db(), actor, projectId);
    else await declineInvitation(db(), actor, projectId);
    params.set("notice", accept ? "Invitation accepted." : "Invitation declined.");
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    params.set("invitationError", error.message);
  }
  redirect(`/dashboard/projects?${params}`);
}
