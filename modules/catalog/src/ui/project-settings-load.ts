import "server-only";

import { notFound } from "next/navigation";

import { db } from "@hopper/core/db";
import { getT } from "@hopper/ui/i18n/server";
import type { PageProps } from "@hopper/ui/server/render-page";

import { teamMemberRow } from "../server/services/teams/team-listing";
import { loadProjectPage } from "./load";
import { settingsMessages } from "./messages/settings";

const NOTICES = ["created", "saved", "submitted", "status", "members", "organization"] as const;
type Notice = (typeof NOTICES)[number];
const isNotice = (notice: unknown): notice is Notice => (NOTICES as readonly unknown[]).includes(notice);

/** The text of a `?notice=` the project actions redirect with, in the reader's language; unknown ones say nothing. */
async function noticeText(notice: unknown): Promise<string | null> {
  if (!isNotice(notice)) return null;
  const t = await getT(settingsMessages);
  return t(`notices.${notice}`);
}

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
  const notice = error ?? (await noticeText(query.notice));
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
