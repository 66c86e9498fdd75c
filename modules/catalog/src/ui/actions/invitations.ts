"use server";

import { redirect } from "next/navigation";

import { setSealedText } from "../dashboard-notices";
import { catalog, requireSignedIn, shownRefusal, text } from "./form-runner";

/** Accept or Decline of a pending project invitation on /dashboard/projects, through the invitation procedures. */
export async function invitationAction(form: FormData) {
  await requireSignedIn("/dashboard/projects");
  const projectId = text(form, "projectId");
  const accept = form.get("intent") === "accept";
  const params = new URLSearchParams();
  try {
    const caller = await catalog();
    if (accept) await caller.invitations.accept({ projectId });
    else await caller.invitations.decline({ projectId });
    params.set("notice", accept ? "accepted" : "declined");
  } catch (error) {
    const message = (await shownRefusal(error))?.message ?? null;
    if (message === null) throw error;
    setSealedText(params, "invitationError", message);
  }
  redirect(`/dashboard/projects?${params}`);
}
