import "server-only";

import { notFound } from "next/navigation";

import { db } from "@hopper/core/db";
import type { PageProps } from "@hopper/ui/server/render-page";

import { teamMemberRow } from "../server/services/teams/team-listing";
import { loadProjectPage } from "./load";

const NOTICES: Record<string, string> = {
  created: "Project created as a draft. Upload a version, then submit it for review.",
  saved: "Saved.",
  submitted: "Submitted for review.",
  status: "Status changed.",
  members: "Members updated.",
  organization: "Organization updated.",
};

/**
 * What every project settings tab starts from: the project, the viewer's permissions on it and their pending
 * invitation, if any (an invitee reaches the settings to answer it). Nobody else gets past the 404.
 */
export async function loadProjectSettings({ params, searchParams }: PageProps) {
  const { id } = await params;
  const query = await searchParams;
  const page = await loadProjectPage(id);
  const own = page.actor ? await teamMemberRow(db(), page.project.teamId, page.actor.userId) : null;
  const invitation = own && !own.accepted ? own : null;
  if (page.permissions === 0n && !invitation) notFound();
  const error = typeof query.error === "string" ? query.error : null;
  const notice = error ?? (typeof query.notice === "string" ? (NOTICES[query.notice] ?? null) : null);
  // A refused form's messages per field (actions/form-runner.ts), shown next to their fields.
  const fieldErrors: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key.startsWith("field.") && typeof value === "string") fieldErrors[key.slice("field.".length)] = value;
  }
  return {
    ...page,
    invitation,
    notice,
    fieldErrors,
    can: (flag: bigint) => (page.permissions & flag) !== 0n,
  };
}

export type ProjectSettings = Awaited<ReturnType<typeof loadProjectSettings>>;
